import { describe, expect, it } from 'vitest';
import { detectMoneyRequest, MONEY_REQUEST_WARNING, type MoneyRequestSignal } from './money-request.js';

const flagged: Array<[string, MoneyRequestSignal]> = [
  // UPI ids and UPI apps
  ['Send it to aisha.k@okaxis', 'upi-id'],
  ['my upi is 9876543210@ybl', 'upi-id'],
  ['pay at someone@paytm', 'upi-id'],
  ['UPI: rahul123@oksbi', 'upi-id'],
  ['zainab@okhdfcbank pe bhej do', 'upi-id'],
  ['Bhai ka id imran@ibl hai', 'upi-id'],
  ['farhan@axl', 'upi-id'],
  ['UPI id 9876543210', 'upi-id'],
  ['GPay me 2000', 'upi-id'],
  ['Paytm me abhi', 'upi-id'],
  ['Google Pay kar do please', 'upi-id'],
  ['PhonePe number same hai', 'upi-id'],
  ['Just send it on gpay', 'upi-id'],
  ['UPI kar do', 'upi-id'],
  // Bank details
  ['IFSC SBIN0001234', 'bank-details'],
  ['IBAN AE070331234567890123456', 'bank-details'],
  ['GB29 NWBK 6016 1331 9268 19 is my account', 'bank-details'],
  ['account no 123456789012', 'bank-details'],
  ['A/c: 0123 4567 8901', 'bank-details'],
  ['Mera khata number 50100123456789 hai', 'bank-details'],
  ['The SWIFT code of my bank is HDFCINBB', 'bank-details'],
  ['Please do a bank transfer today', 'bank-details'],
  ['A wire transfer is fine too', 'bank-details'],
  ['Send it through Western Union', 'bank-details'],
  ['MoneyGram works in Dubai', 'bank-details'],
  ['Send me your bank details', 'bank-details'],
  ['NEFT kar dijiye', 'bank-details'],
  // Phone numbers
  ['9876543210', 'phone-number'],
  ['call 98765 43210 tonight', 'phone-number'],
  ['+91 98765-43210', 'phone-number'],
  ['09876543210', 'phone-number'],
  ['My number: +971 50 123 4567', 'phone-number'],
  ['+44 7700 900123', 'phone-number'],
  ['0300 1234567 pe call karo', 'phone-number'],
  ['9 8 7 6 5 4 3 2 1 0', 'phone-number'],
  // Requests for money
  ['Can you send me money?', 'money-request'],
  ['Send 5000', 'money-request'],
  ['transfer 20,000 rupees', 'money-request'],
  ["I need money for my mother's hospital bill", 'money-request'],
  ['Can you lend me something until Friday?', 'money-request'],
  ['Please send me ₹5000 urgently', 'money-request'],
  ['I need 50,000 urgently', 'money-request'],
  ['Could you send 10k today', 'money-request'],
  ['Give me some cash, I will return it', 'money-request'],
  ["Don't worry, send me 5000 and I will return it", 'money-request'],
  ['paise bhej do', 'money-request'],
  ['paisa chahiye', 'money-request'],
  ['kuch paise transfer kar do', 'money-request'],
  ['Thode paise bhejiye please', 'money-request'],
  ['Mujhe paison ki zaroorat hai', 'money-request'],
  ['5000 bhej do yaar', 'money-request'],
  ['bhej do 2000 abhi', 'money-request'],
  ['Aap mujhe 10 hazaar bhej sakte ho?', 'money-request'],
  ['mujhe 5000 rupaye udhaar chahiye', 'money-request'],
  ['Please transfer the amount to my account', 'money-request'],
  ['raqam bhej do', 'money-request'],
  ['Kuch raqam udhaar de dein', 'money-request'],
  ['Mujhe qarz chahiye', 'money-request'],
  ['The customs fee for the parcel is 25,000', 'money-request'],
  ['Your gift is stuck at customs', 'money-request'],
  ['clearance charges pay karne honge', 'money-request'],
  ['You have to pay the fee first', 'money-request'],
  ['I need a loan', 'money-request'],
  ['loan chahiye', 'money-request'],
  ['Send it by PayPal', 'money-request'],
  ['JazzCash kar do', 'money-request'],
  // Gift cards
  ['Buy me an Amazon gift card', 'gift-card'],
  ['iTunes card chahiye', 'gift-card'],
  ['Get a Google Play card from the shop', 'gift-card'],
  ['Send me the card code', 'gift-card'],
  ['Voucher code bhejo', 'gift-card'],
  ['Scratch the card and send a photo', 'gift-card'],
  ['gift card bhej do', 'gift-card'],
  // Crypto
  ['I can pay you back in bitcoin', 'crypto'],
  ['Send 0.01 BTC', 'crypto'],
  ['USDT bhejo', 'crypto'],
  ['Do you have a crypto wallet?', 'crypto'],
  ['Open a Binance account', 'crypto'],
  ['Invest in crypto with me', 'crypto'],
  ['0x52908400098527886E0F7030069857D2E4169EE7', 'crypto'],
  ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'crypto'],
  ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'crypto'],
  ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE is my TRC20 address', 'crypto'],
  // Off the platform
  ['WhatsApp me', 'off-platform'],
  ['Call me on this number', 'off-platform'],
  ['Add me on telegram', 'off-platform'],
  ['Add me on Signal', 'off-platform'],
  ["Let's move to WhatsApp", 'off-platform'],
  ['whatsapp pe baat karte hain', 'off-platform'],
  ['mera number le lo', 'off-platform'],
  ['apna number do', 'off-platform'],
  ['number bhejo', 'off-platform'],
  ['Aapka number kya hai?', 'off-platform'],
  ["What's your number?", 'off-platform'],
  ['Give me your WhatsApp number', 'off-platform'],
  ['mujhe call karo', 'off-platform'],
  ['wa.me/919876543210', 'off-platform'],
  ['Insta id batao', 'off-platform'],
  ['Send me your WhatsApp', 'off-platform'],
];

const notFlagged = [
  'I earn 12 lakh',
  'my flat number is 402',
  'I earn 12 lakh per annum',
  'I was born in 1995',
  'We have 3 siblings',
  'Call me old-fashioned but I love cooking',
  'My father is a bank manager',
  'I work at HDFC Bank as an analyst',
  'Our family gives zakat every Ramadan',
  "The wedding budget should be simple, insha'Allah",
  'I paid off my education loan last year',
  'my email is aisha@gmail.com',
  'see you at 5 pm',
  'I scored 98% in my exams',
  'PIN code 500034',
  'Salaam, how was your day?',
  'Mujhe biryani pasand hai',
  'Aap ka din kaisa tha?',
  'I have 2 cats',
  'My height is 5 ft 6 in',
  'Meeting at 10:30 on 12/05/2025',
  'I send money to my parents every month',
  "I don't need money, I need a good partner",
  'Never send money to strangers online',
  'Mujhe paise nahi chahiye, sirf izzat chahiye',
  'Mere paas paise ki koi kami nahi',
  "I'll pay for the coffee when we meet, insha'Allah",
  'Please pay attention to your salah',
  'Can you send me your biodata?',
  'Send me a photo of your family',
  'Send 100 photos lol',
  'Can you transfer to Hyderabad for work?',
  'We use Paytm for groceries',
  'My cousin got scammed on WhatsApp',
  "I'm on Instagram too much",
  'What is your number of siblings?',
  'My phone number is private, let us talk here',
  'Taylor Swift is overrated',
  'My sister gave me a gift card for Eid',
  'How much mahr do you expect?',
  'I have an education loan which I am repaying',
  'Our scores were 98 97 96 95 99 in school',
  'Kya aap namaz padhte hain?',
  'Ammi ne kaha tha Friday ko milte hain',
  'Roll number 1234 tha mera',
  'I am 28 years old and 170 cm tall',
  'Call me after Maghrib inside the app',
  'I need to save money for the wedding',
  'The hotel charges 5000 per night',
  'Salary 80k per month hai',
  'paisa sab kuch nahi hota',
  'Send my salaam to your mother',
];

describe('detectMoneyRequest', () => {
  it.each(flagged)('flags %j as %s', (text, signal) => {
    const check = detectMoneyRequest(text);
    expect(check.flagged).toBe(true);
    expect(check.signals).toContain(signal);
  });

  it.each(notFlagged)('does not flag %j', (text) => {
    expect(detectMoneyRequest(text)).toEqual({ flagged: false, signals: [] });
  });

  it('reports each signal once, in a stable order', () => {
    const check = detectMoneyRequest('WhatsApp me on 9876543210 and send 5000 to 9876543210@ybl, then send 5000 again');
    expect(check.signals).toEqual(['upi-id', 'phone-number', 'money-request', 'off-platform']);
  });

  it('sees through spacing, case and zero-width characters', () => {
    expect(detectMoneyRequest('  PAISE\u200b   BHEJ   DO  ').signals).toEqual(['money-request']);
  });

  it('treats an empty message as ordinary', () => {
    expect(detectMoneyRequest('')).toEqual({ flagged: false, signals: [] });
  });

  it('has a calm warning for the receiver', () => {
    expect(MONEY_REQUEST_WARNING).toBe('Never send money to someone you have not met. Report this member if they ask.');
  });
});
