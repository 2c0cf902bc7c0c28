/**
 * Spots scam-style requests in a chat message: money, payment handles, bank details, gift cards, crypto,
 * or moving the conversation off Mithaq. Members are never blocked, only the receiver sees a calm warning,
 * so the rules favour precision: a money word on its own is not enough; it needs a request (an imperative,
 * "me", or a need/ask word nearby), a payment handle, an account number, or a phone number.
 * Covers English, and Hindi and Urdu in Latin script (Hinglish / Roman Urdu), Devanagari and Urdu script.
 * Measured on the labelled messages in corpus/ (money-request.corpus.test.ts); keep the rules general there.
 */
export type MoneyRequestSignal =
  | 'upi-id'
  | 'bank-details'
  | 'phone-number'
  | 'money-request'
  | 'gift-card'
  | 'crypto'
  | 'off-platform';

export interface MoneyRequestCheck {
  flagged: boolean;
  signals: MoneyRequestSignal[];
}

export const MONEY_REQUEST_WARNING = 'Never send money to someone you have not met. Report this member if they ask.';

interface Message {
  /** Lower-cased, whitespace collapsed. */
  text: string;
  /** Same, with its case kept: base58 wallet addresses are case-sensitive. */
  cased: string;
}

type Rule = (message: Message) => boolean;

/** Digits typed in Devanagari or Arabic script, so the phone and account rules see them. */
function asciiDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  return String(code - (code >= 0x966 ? 0x966 : code >= 0x6f0 ? 0x6f0 : 0x660));
}

/** Sentence marks of the other scripts, so "start of a sentence" means the same; Arabic-keyboard letters as Urdu. */
const SCRIPT_MARKS: Record<string, string> = {
  '।': '.',
  '॥': '.',
  '۔': '.',
  '،': ',',
  '٬': ',',
  '٫': '.',
  '؟': '?',
  '؛': ';',
  ي: 'ی',
  ى: 'ی',
  ك: 'ک',
};

function normalise(input: string): Message {
  const cased = input
    .normalize('NFKC')
    // Zero-width characters are used to dodge filters; nukta, tatweel and vowel marks are optional when typing.
    .replace(/[\u200b-\u200d\u2060\ufeff\u093c\u0640\u064b-\u0652\u0670]/g, '')
    .replace(/[०-९٠-٩۰-۹]/g, asciiDigit)
    .replace(/[।॥۔،٬٫؟؛يىك]/g, (mark) => SCRIPT_MARKS[mark] ?? mark)
    .replace(/[‘’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return { cased, text: cased.toLowerCase() };
}

/** A tagged template for a regex built from the fragments below; backslashes are kept as written. */
const rx = (strings: TemplateStringsArray, ...fragments: string[]) =>
  new RegExp(String.raw(strings, ...fragments), 'u');
const has =
  (pattern: RegExp): Rule =>
  ({ text }) =>
    pattern.test(text);

/** `\b` only knows Latin letters: these are word edges in any script (vowel signs are marks, not letters). */
const START = String.raw`(?<![\p{L}\p{M}])`;
const END = String.raw`(?![\p{L}\p{M}])`;

const NEGATION = String.raw`(?:\b(?:not|never|don'?t|dont|doesn'?t|didn'?t|won'?t|can'?t|cannot|nahi|nahin|nhi|mat)\b|${START}(?:नहीं|नही|मत|نہیں|نہ|مت)${END})`;
const NEGATED_INSIDE = rx`${NEGATION}`;
const NEGATED_BEFORE = rx`${NEGATION}(?:\s+[\p{L}\p{M}']+)?\s+$`;
// Hindi and Urdu put the negation after the verb too ("bhejo mat"), but "nahi to" means "otherwise".
const NEGATED_AFTER = rx`^\s*${NEGATION}(?!\s+(?:to|तो|تو)${END})`;

/** Like 'has', but "I don't need money" or "paise nahi chahiye" is not a request. */
function asks(pattern: RegExp): Rule {
  const everywhere = new RegExp(pattern, 'gu');
  return ({ text }) => {
    for (const match of text.matchAll(everywhere)) {
      const before = text.slice(Math.max(0, match.index - 30), match.index);
      const after = text.slice(match.index + match[0].length);
      if (!NEGATED_INSIDE.test(match[0]) && !NEGATED_BEFORE.test(before) && !NEGATED_AFTER.test(after)) return true;
    }
    return false;
  };
}
const both =
  (...rules: Rule[]): Rule =>
  (message) =>
    rules.every((rule) => rule(message));
const near = (a: string, b: string, chars: number) => `(?:${a}).{0,${chars}}(?:${b})|(?:${b}).{0,${chars}}(?:${a})`;

// Shared vocabulary. A bare number counts as an amount only when 3+ digits and not followed by a noun
// ("send 5000 please" is money; "send 100 photos" is not).
const CURRENCY = String.raw`(?:rs\.?|inr|₹|\$|usd|aed|£|gbp|pkr|sar|€|eur)`;
const UNIT =
  '(?:k|rs|rupees?|rupaye|rupaiye|rupay|rupiya|inr|dollars?|usd|aed|dirhams?|dhs|pounds?|gbp|pkr|riyals?|sar|euros?|lakhs?|lacs?|thousand|hazaa?r|crores?)';
const BARE = String.raw`(?:\d{1,3}(?:,\d{2,3})+|\d{3,})(?=\s*(?:$|[.,!?]|(?:please|pls|plz|now|today|asap|urgently|urgent|only|and|or|yaar|ji|bhai|to|on|via|through|by|into|in|for|jaldi|abhi|bhej\w*|de|dedo|kar\w*|daa?l\w*|bhar\w*|jama|transfer)\b))`;
const AMOUNT = String.raw`(?:${CURRENCY}\s?\d[\d,.]*|\d[\d,.]*\s?${UNIT}\b|${BARE})`;
const MONEY = `(?:money|cash|funds?|payment|amount|financial (?:help|support|assistance)|${AMOUNT})`;
const FEE = '(?:fees?|charges?|customs|duty|tax)';
const FILLER = String.raw`(?:(?:the|some|a|an|that|this|my|little|bit|of|small|urgent|urgently|immediate)\s+)*`;
/** An imperative opening: start of a sentence, or please / can you / you have to ... */
const CTX = String.raw`(?:^|[.!?,;:]\s*|\b(?:please|pls|plz|kindly|just|can you|could you|would you|will you|can u|could u|you can|you could|you have to|you need to|you must|you should|you'll have to|you will have to|needs? you to|want you to)\s+)(?:(?:please|pls|plz|just|kindly|quickly|urgently|now)\s+)*`;
const HI_MONEY =
  '(?:paise|paisay|paisa|paison|paiso|pese|pesa|peise|raqam|rakam|rupaye|rupaiye|rupay|rupees|rupiya|cash|cod|amount|udhaa?r|qarz|qarza|karz|karza|kiraa?ya)';
/** A request ending on a Hindi/Urdu verb stem: "bhej" + "o", "bhej do", "bhar dijiye", "de sakte ho". */
const HI_TAIL = String.raw`(?:o|iye|ie|iyega|ein|en|\s?(?:do|de|dein|den|dena|dijiye|dijie|sakt\w*|sako\w*))`;
const HI_SEND = String.raw`(?:bhej(?:na|${HI_TAIL})|bhijwa\w*|(?:bhar|daa?l)${HI_TAIL})`;
// After an infinitive, chahiye is "should" ("paise alag rakhne chahiye"), not a need; the scripts do the same.
const HI_GIVE = String.raw`(?:${HI_SEND}|de\s?do|de\s?de|de\s?dijiye|dijiye|dijie|de\s?dein|de\s?den|de\s?dena|(?<!n[aei]\s)(?:chahiye|chahie|chaiye|chaahiye)|transfer|send|jama\s?kar\w*|zaroo?rat|zaru?rat|jaru?rat|de\s?sakt\w*)`;
const HI_DO = String.raw`(?:${HI_SEND}|kar(?:wa|va)?${HI_TAIL}|kro|kr\s?do|kijiye|transfer|send|de\s?do|dedo)`;
const UPI_APPS = String.raw`(?:upi|bhim|gpay|g pay|google\s?pay|phonepe|paytm|amazon pay)`;
const WALLET_APPS = String.raw`(?:paypal|venmo|cash\s?app|zelle|skrill|payoneer|jazz\s?cash|easy\s?paisa)`;
const CHAT_APPS = String.raw`(?:whats\s?app|whatsap|watsapp|watsap|whtsapp|wtsapp|telegram|snapchat|snap|instagram|insta|imo|viber|skype|wechat)`;
const UPI_HANDLES =
  'okaxis|oksbi|okhdfcbank|okicici|ybl|ibl|axl|paytm|ptyes|ptaxis|pthdfc|ptsbi|upi|apl|yapl|rapl|abfspay|axisbank|axisb|icici|sbi|hdfcbank|kotak|federal|fbl|idfcbank|idfcfirst|yesbank|ikwik|freecharge|jupiteraxis|timecosmos|airtel|postbank|indus|dbs|hsbc|citi|boi|cnrb|barodampay|mahb|aubank|idbi|kbl|rbl|pnb|unionbank|uboi|allbank|indianbank|waaxis|wahdfcbank|waicici|wasbi|superyes|naviaxis|jio';

/** The vocabulary one script needs for the rules Devanagari Hindi and Urdu share. Each field is a regex alternation. */
interface Script {
  /** Money nouns: paise, rupees, loan, fee, recharge... */
  money: string;
  /** Words after an amount in digits: thousand, lakh, rupees... */
  unit: string;
  /** Request forms of send, give, fill (pay), deposit, transfer, and the need words. */
  ask: string;
  /** Request forms of "do", for "transfer kar do". */
  doIt: string;
  /** Payment apps and words that are a request with "do" alone: "recharge karwa do". */
  pay: string;
  yours: string;
  mine: string;
  number: string;
  /** Request forms of tell and share, and "what" ("aapka number kya hai"). */
  tell: string;
  /** What you do with a number you are given: note, save, take. */
  note: string;
  chat: string;
  /** On / at, after a chat app. */
  on: string;
  /** Talk, add, message, call, come... after "on <chat app>". */
  come: string;
  account: string;
  details: string;
  giftCard: string;
}

/** Request endings on a verb stem: "भेज" + "ो", "भेज दो", "भेज दीजिए", "भेज सकते". */
const DEVANAGARI_TAIL = String.raw`(?:ो|ओ|(?:ि|इ)(?:ए|ये)(?:गा)?|ें|\s?(?:दो|दे|दें|दीजि(?:ए|ये)(?:गा)?|देना|सक(?:ते|ती|ोगे|ोगी|ो)))`;
const DEVANAGARI_DO = `(?:कर(?:वा)?${DEVANAGARI_TAIL}|कीजि(?:ए|ये)(?:गा)?)`;
/** The same in Urdu; "کریں گے" (we will) is not a request. */
const URDU_TAIL = String.raw`(?:و|ؤ|ئ?یں|(?:یئ?|ئ)ے|\s?(?:دو|دیں|دیج(?:یئ?|ئ)ے|دینا|دے|سک(?:تے|تی|و|یں)))(?!\s?گ)`;
const URDU_DO = `(?:کر(?:وا)?${URDU_TAIL}|کیج(?:یئ?|ئ)ے)`;

const JOIN = 'join|जॉइन|जोइन|جوائن';

const DEVANAGARI: Script = {
  money: 'पैस(?:ा|े|ों)|(?:रु|रू)प(?:ये|या|ए|ैया)|रकम|कैश|अमाउंट|पेमेंट|उधार|कर्जा?|लोन|फीस|रिचार्ज|किराया|cod',
  unit: 'हजार|लाख|करोड|(?:रु|रू)प(?:ये|या|ए)|रु|डॉलर|दिरहम|रियाल|पाउंड',
  ask: String.raw`(?:भेज|डाल|भर|चुका|दे)${DEVANAGARI_TAIL}|(?:ट्रांसफर|पे|पेमेंट|इंतजाम)\s?${DEVANAGARI_DO}|जमा\s?(?:${DEVANAGARI_DO}|कर(?:वा|ा)?(?:ना|नी))|दो|दें|दीजि(?:ए|ये)|(?<!(?:ना|नी|ने)\s)चाहि(?:ए|ये)ं?|जरूरत|उधार`,
  doIt: DEVANAGARI_DO,
  pay: String.raw`रिचार्ज|पेटीएम|फोनपे|गूगल\s?पे|यूपीआई|पेमेंट`,
  yours: 'अपना|अपनी|अपने|आपका|आपकी|तुम्हारा|तुम्हारी|तेरा',
  mine: 'मेरा|मेरी',
  number: 'नंबर|नम्बर',
  tell: String.raw`(?:बता|शेयर\s?कर)${DEVANAGARI_TAIL}|क्या`,
  note: String.raw`नोट|सेव|ले\s?लो|लिख`,
  chat: String.raw`व\S{0,3}ट्स\s?(?:ए|ऐ|अ)प|टेल(?:ी|ि)ग्राम|स्नैप(?:\s?चैट)?|इंस्टा\S*|सिग्नल|इमो`,
  on: 'पर|पे|पै',
  come: String.raw`बात|(?:ऐ|ए)ड|(?:मै|मे)सेज|कॉल|चैट|मिलते|शिफ्ट|आ\s?जा\S*|आओ|आइए`,
  account: 'बैंक|(?:अ|ए)काउंट|अकॉउंट|खात(?:ा|े)|कार्ड',
  details: String.raw`डिटेल\S*|details|जानकारी`,
  giftCard: String.raw`(?:अमेजन|गूगल\s?प्ले|आईट्यून्स|फ्लिपकार्ट|स्टीम|एप्पल)\s+(?:\S+\s+)?कार्ड|गिफ्ट\s?कार्ड\S*\s+(?:\S+\s+){0,3}?(?:खरीद|कोड)`,
};

const URDU: Script = {
  money: 'پیس(?:ے|ہ|ا|وں)|روپ(?:ے|یہ|ئے|یے)|رقم|کیش|اماؤنٹ|پیمنٹ|ادھار|قرض(?:ہ|ے)?|لون|فیس|ریچارج|لوڈ|کرایہ',
  unit: 'ہزار|لاکھ|کروڑ|روپ(?:ے|یہ|ئے|یے)|ڈالر|درہم|ریال|پاؤنڈ',
  ask: String.raw`(?:(?:بھیج|ڈال|بھر|چکا|دے)${URDU_TAIL}|(?:ٹرانسفر|ادا|پیمنٹ|انتظام)\s?${URDU_DO}|جمع\s?(?:${URDU_DO}|کر(?:وا|ا)?(?:نا|نی))|دو|دیں|دیج(?:یئ?|ئ)ے|(?<!(?:نا|نی|نے)\s)چاہ(?:ی?ئ?ے|(?:ئ|ی)یں)|ضرورت|ادھار)(?!\s?گ)`,
  doIt: URDU_DO,
  pay: String.raw`ریچارج|لوڈ|ایزی\s?پیسہ|جاز\s?کیش|پیمنٹ`,
  yours: String.raw`اپنا|اپنی|اپنے|آپ\s?کا|آپ\s?کی|تمہارا|تمھارا|تیرا`,
  mine: 'میرا|میری',
  number: 'نمبر',
  tell: String.raw`(?:بتا|شیئر\s?کر)${URDU_TAIL}|کیا`,
  note: String.raw`نوٹ|سیو|لے\s?لو|لکھ`,
  chat: String.raw`وا?ٹس\s?ا?ی?پ|ٹیلی\s?گرام|ا?سنیپ(?:\s?چیٹ)?|انسٹا\S*|سگنل|ایمو`,
  on: 'پر|پہ|پے',
  come: String.raw`بات|ایڈ|میسی?ج|کال|چیٹ|ملتے|شفٹ|آ\s?جا\S*|آؤ|آئیں`,
  account: 'بینک|اکا(?:ؤ|و)نٹ|کھات(?:ہ|ے)|کارڈ',
  details: String.raw`تفصیل\S*|ڈیٹیل\S*|details`,
  giftCard: String.raw`(?:ایمازون|ایمیزون|گوگل\s?پلے|آئی\s?ٹیونز|ا?سٹیم|ایپل)\s+(?:\S+\s+)?کارڈ|گفٹ\s?کارڈ\S*\s+(?:\S+\s+){0,3}?(?:خرید|کوڈ)`,
};

/** The English and Roman rules below, carried over to a script whose words `\b` cannot see. */
function scriptRules(s: Script) {
  const ask = `(?:${s.ask})${END}`;
  const amount = String.raw`(?:₹|rs\.?)\s?\d|\d[\d,.]*\s?(?:k|${s.unit})${END}`;
  const yourNumber = String.raw`${START}(?:${s.yours})\s+(?:\S+\s+)?(?:${s.number})${END}\s+(?:\S+\s+)?`;
  return {
    money: [
      asks(rx`${START}(?:${s.money}|${amount})${END}(?:\s+\S+){0,3}?\s+${ask}`),
      asks(rx`(?<![\d,])\d[\d,]{2,}\s+${ask}`),
      asks(rx`${START}(?:${s.pay})\s?${s.doIt}${END}`),
    ],
    bank: [
      has(rx`${START}(?:${s.account})(?:\s*(?:${s.number}))?${END}\D{0,20}\d(?:[ -]?\d){8,17}(?!\d)`),
      has(rx`${START}(?:${s.account})\s+(?:\S+\s+)?(?:${s.details})`),
      asks(rx`${START}(?:${s.yours})\s+(?:\S+\s+)?(?:${s.account})\s+(?:\S+\s+)?(?:${s.number})`),
    ],
    giftCard: [has(rx`${START}(?:${s.giftCard})`)],
    offPlatform: [
      has(rx`${START}(?:${s.chat})\s+(?:${s.on})\s+(?:\S+\s+){0,2}?(?:${s.come})${END}`),
      has(rx`${START}(?:${s.chat})\s+(?:${s.number}|id|आईडी|آئی\s?ڈی|${JOIN}|${s.doIt})${END}`),
      asks(rx`${yourNumber}(?:${s.tell}|${s.ask})${END}`),
      asks(rx`${START}(?:${s.mine})\s+(?:\S+\s+)?(?:${s.number})${END}\s+(?:\S+\s+)?(?:${s.note})`),
    ],
  };
}

const HINDI_RULES = scriptRules(DEVANAGARI);
const URDU_RULES = scriptRules(URDU);

// Scam shapes that read the same in every script, so one pattern each.
const INVEST = String.raw`${START}(?:invest\w*|deposit|lagao|इन्वेस्ट\S*|निवेश|लगाओ|انویسٹ\S*|سرمایہ|لگاؤ)${END}`;
const SURE_RETURNS = String.raw`${START}(?:forex|trading|crypto|schemes?|स्कीम|اسکیم|double|guaranteed|profits?|फॉरेक्स|ट्रेडिंग|क्रिप्टो|डबल|गारंटीड|प्रॉफिट|मुनाफा|فاریکس|فوریکس|ٹریڈنگ|کرپٹو|ڈبل|گارنٹی\S*|منافع|پرافٹ)${END}`;
const PARCEL = `${START}(?:parcel|package|courier|shipment|shipping|consignment|gifts?|शिपिंग|شپنگ|पार्सल|पैकेज|क(?:ू|ु)रियर|गिफ्ट|तोहफा|پارسل|پیکی?ج|کور(?:یئ|ئی)ر|تحفہ|گفٹ)${END}`;
// Not "tax": a salary package comes with tax talk, a parcel with customs, clearance and handling fees.
const FEE_WORD = String.raw`${START}(?:fees?|charges?|duty|duties|customs|clearance|फीस|चार्ज\S*|ड्यूटी|कस्टम\S*|فیس|چارج\S*|ڈیوٹی|کسٹم\S*)${END}`;
/** Help me, cover it, whatever you can: not a request on its own, but one when the message names a sum. */
const PLEA = String.raw`${START}(?:help (?:me|us)|(?:please|pls|plz) help|can (?:you|u) cover|cover (?:it|the (?:bill|rent|cost)|my (?:bill|rent))|(?:whatever|anything) (?:you|u) can|receive (?:\S+ ){0,3}?for me|receive kar ?ke|(?:jo|jitna) (?:bhi )?ho sake|(?:help|madad|cover)\s+kar${HI_TAIL}|(?:मदद|हेल्प|कवर)\s?${DEVANAGARI_DO}|(?:जो|जितना) (?:भी )?हो सके|रिसीव कर ?के|(?:مدد|ہیلپ|کور)\s?${URDU_DO}|(?:جو|جتنا) (?:بھی )?ہو سکے|وصول کر ?کے)${END}`;
/** "You will have to pay it": aapko ... bharna hoga, आपको ... भरनी होगी, آپ کو ... ادا کرنی ہوگی. */
const YOU_MUST_PAY = String.raw`\b(?:aa?p\s?ko|tumhe|tumhein|tum\s?ko)\s+(?:\S+\s+){0,3}?(?:bhar|jama\s?kar|pay\s?kar|clear\s?kar)n[aie]\s+(?:hoga|hogi|honge|padega|padegi|padenge)\b|${START}(?:आपको|तुम्हें|तुमको)\s+(?:\S+\s+){0,3}?(?:भर|जमा\s?कर|पे\s?कर)(?:ना|नी|ने)\s+(?:हो|पडे)(?:गा|गी|ंगे)|(?:آپ\s?کو|تمہیں|تم\s?کو)\s+(?:\S+\s+){0,3}?(?:بھر|جمع\s?کر|ادا\s?کر)(?:نا|نی|نے)\s+(?:ہو|پڑے)\s?گ(?:ا|ی|ے)`;
const SCRIPT_AMOUNT = String.raw`\d[\d,.]*\s?(?:${DEVANAGARI.unit}|${URDU.unit})${END}`;
/** "I'll pay you back", "lauta dunga": a loan is being asked for when the message also names a sum. */
const REPAY = String.raw`\b(?:(?:pay|give)\s+(?:it\s+)?(?:you|u)\s+back|repay\s+(?:you|u|it)|return\s+(?:it|the money)|i(?:'ll| will)\s+repay(?!\s+(?:my|the|our)\b)|lauta\s?(?:du|de)n?g[ae]|wapas\s+kar\s?(?:du|de)n?g[ae])\b|${START}(?:लौटा|वापस\s?कर)\s?(?:दू|दे)(?:ँ|ं)?ग(?:ा|ी|े)|(?:لوٹا|واپس\s?کر)\s?(?:دوں|دیں)\s?گ(?:ا|ی|ے)`;
/** A sum for the cross-script rules: with a unit or currency, or 4+ digits that are not a year. */
const ANY_SUM = String.raw`${AMOUNT}|${SCRIPT_AMOUNT}|(?<![\d,])(?!(?:19|20)\d\d(?!\d))\d[\d,]{3,}`;

/** A payment app named together with a request: "paytm me", "gpay kar do", "send it on gpay". */
const appRequest = (apps: string): Rule[] => [
  has(rx`\b${apps}\s+(?:me|number|no|id)\b`),
  asks(rx`\b${apps}\b(?:\s+\S+){0,3}?\s+${HI_DO}\b`),
  asks(
    rx`${CTX}(?:send|pay|transfer)\b(?:\s+\S+){0,4}?\s+(?:via|on|through|by|using|to|with|in)\s+(?:my\s+)?${apps}\b`,
  ),
];

const upiRules: Rule[] = [
  // An email such as aisha@gmail.com is not a UPI id: only known handles, and not followed by a domain.
  has(rx`[a-z0-9][a-z0-9._-]+@(?:${UPI_HANDLES})\b(?!\.[a-z])`),
  has(
    rx`\bupi\b(?:\s+(?:id|number|no|address|handle))?\s*(?:is|hai|:|-|=)?\s*(?:[a-z0-9._-]+@[a-z]+|\+?\d[\d -]{8,}\d)`,
  ),
  has(/\bupi\s+(?:details|handle|address)\b/),
  has(rx`${START}(?:your|ur|apna|apni|aapka|apka|अपना|अपनी|आपका|اپنا|اپنی|آپ\s?کا)\s+(?:upi|यूपीआई)${END}`),
  ...appRequest(UPI_APPS),
];

/** Account numbers are 9 to 18 digits, only counted next to an account word. */
const ACCOUNT_NUMBER = rx`\b(?:account|a\/c|acc|acct|khata|khaata|bank)(?:\s*(?:no|number|num|#))?\b[^\d]{0,20}\d(?:[ -]?\d){8,17}(?!\d)`;
const IBAN = /\b[a-z]{2}\d{2}(?:\s?[a-z0-9]{4}){2,7}(?:\s?[a-z0-9]{1,4})?\b/g;

function hasIban({ text }: Message): boolean {
  // A real IBAN carries at least 10 digits; this keeps words like "ab12 this that" out.
  return [...text.matchAll(IBAN)].some(([iban]) => (iban.match(/\d/g) ?? []).length >= 10);
}

const bankRules: Rule[] = [
  has(/\b[a-z]{4}0[a-z0-9]{6}\b/), // IFSC, e.g. SBIN0001234
  hasIban,
  has(ACCOUNT_NUMBER),
  has(
    /\bswift\s*(?:code|bic)\b|\b(?:bank|account|transfer|iban)\b.{0,40}\bswift\b|\bswift\b.{0,40}\b(?:bank|account|iban)\b/,
  ),
  has(/\b(?:bank|wire|telegraphic)\s+transfer\b|\bwestern\s?union\b|\bmoney\s?gram\b|\b(?:neft|rtgs|imps|ifsc|iban)\b/),
  has(rx`${START}(?:वेस्टर्न\s?यूनियन|मनी\s?ग्राम|ویسٹرن\s?یونین|منی\s?گرام)${END}`),
  has(/\b(?:bank|account)\s+(?:(?:ki|ka|ke)\s+)?details\b/),
  asks(
    /\b(?:your|ur|apna|apni|apne|aapka|apka)\s+(?:bank\s+|debit\s+|credit\s+|atm\s+)?(?:account|a\/c|acc|acct|khata|card)\s+(?:number|no|details)\b/,
  ),
  has(rx`${START}(?:cvv|सीवीवी|سی وی وی)${END}`),
  ...HINDI_RULES.bank,
  ...URDU_RULES.bank,
];

/** A plausible mobile once separators are dropped: India (+91 / 0), UK 07, Pakistan 03, Gulf 05, or any +/00. */
function isPhone(digits: string, international: boolean): boolean {
  if (international) return digits.startsWith('91') ? /^91[6-9]\d{9}$/.test(digits) : /^\d{10,15}$/.test(digits);
  return /^(?:0|91)?[6-9]\d{9}$|^00\d{10,13}$|^0(?:7\d{9}|3\d{9}|5\d{8})$/.test(digits);
}

function hasPhoneNumber({ text }: Message): boolean {
  for (const [run] of text.matchAll(/\+?\d+(?:[ -]\d+)*/g)) {
    const groups = run.replace('+', '').split(/[ -]/);
    // Try every stretch of groups, so "call 98765 43210 2 times" still finds the number. More than four
    // groups only counts when each is one digit ("9 8 7 6 ..."), so "scores 98 97 96 95 99" is not a phone.
    for (let start = 0; start < groups.length; start++) {
      for (let end = start + 1; end <= Math.min(groups.length, start + 15); end++) {
        const part = groups.slice(start, end);
        if (part.length > 4 && part.some((group) => group.length > 1)) continue;
        if (isPhone(part.join(''), run.startsWith('+') && start === 0)) return true;
      }
    }
  }
  return false;
}

const moneyRules: Rule[] = [
  asks(rx`\b(?:send|transfer|wire|pay|lend|loan|give|gift)\s+(?:me|us)\s+${FILLER}(?:\w+\s+)?${MONEY}`),
  asks(
    rx`${CTX}(?:send|transfer|wire|pay|deposit|clear)\s+(?:(?:the|some|a|an|that|this|my|your)\s+)*(?:\w+\s+)?(?:${MONEY}|${FEE})`,
  ),
  asks(
    rx`\b(?:need|needs|require|requires|short of|arrange|asking for|ask you for|help (?:me |us )?with|borrow)\s+${FILLER}(?:financial\s+)?${MONEY}`,
  ),
  asks(/\b(?:lend|loan)\s+(?:me|us)\b|\bcan (?:you|u) (?:lend|loan)\b|\bborrow\b.{0,20}\bfrom (?:you|u)\b/),
  // "loan" alone is ordinary ("I paid off my education loan"): only a request for one counts.
  asks(rx`\b(?:need|want|give me|get me|arrange)(?:\s+\w+){0,2}\s+loans?\b|\bloans?\b(?:\s+\S+){0,2}?\s+${HI_GIVE}\b`),
  asks(rx`\b(?:${HI_MONEY}|${AMOUNT})(?:\s+\S+){0,3}?\s+${HI_GIVE}\b`),
  asks(rx`\b(?:${HI_MONEY}|\d[\d,.]*\s?${UNIT})\s+do\s*(?:$|[.,!?])`),
  asks(
    rx`\b(?:bhej\s?do|bhejo|bhejiye|bhej\s?dijiye|transfer\s+(?:kar\s?do|karo|kijiye)|de\s?do|dedo|dijiye)\s+(?:\S+\s+){0,2}?(?:${HI_MONEY}|${AMOUNT})`,
  ),
  // The "parcel / gift stuck at customs" scam.
  asks(/\b(?:customs|clearance|courier|release|parcel|package)\s+(?:fees?|charges?|duty|duties|tax)\b/),
  asks(/\b(?:parcel|package|gift|courier)\b.{0,40}\b(?:customs|held|stuck|seized|clearance)\b/),
  has(rx`${near(PARCEL, FEE_WORD, 80)}`),
  // "Invest 50k with me" only counts with the bait: forex, trading, crypto, guaranteed or doubled profit.
  has(rx`${near(INVEST, SURE_RETURNS, 60)}`),
  // A plea for help is a request when the message names an amount ("ICU, 2 lakh deposit, please help me").
  both(has(rx`${PLEA}|${REPAY}`), has(rx`${ANY_SUM}`)),
  asks(rx`${YOU_MUST_PAY}`),
  asks(
    rx`${CTX}(?:recharge|top\s?up)\b|\b(?:recharge|top\s?up)\s+(?:my|mera|meri)\b|\brecharge\b(?:\s+\S+){0,2}?\s+${HI_DO}\b`,
  ),
  ...appRequest(WALLET_APPS),
  has(/\bpaypal\.me\//),
  ...HINDI_RULES.money,
  ...URDU_RULES.money,
];

const GIFT_BRANDS = String.raw`(?:amazon|apple|itunes|google\s?play|play\s?store|steam|sephora|flipkart|razer|xbox|psn|ebay)`;
const giftCardRules: Rule[] = [
  has(rx`\b${GIFT_BRANDS}\s+(?:gift\s?|voucher\s?)?(?:cards?|vouchers?)\b`),
  has(/\b(?:card|voucher|gift|redeem|redemption)\s+codes?\b|\bscratch\b.{0,20}\bcard\b/), // not "pin code"
  asks(rx`\b(?:send|buy|purchase|get me|${HI_SEND}|kharid\w*)\b(?:\s+\S+){0,4}?\s+gift\s?cards?\b`),
  asks(rx`\bgift\s?cards?\b(?:\s+\S+){0,3}?\s+(?:${HI_SEND}|le\s?lo|kharid\w*|chahiye|send|de\s?do)\b`),
  ...HINDI_RULES.giftCard,
  ...URDU_RULES.giftCard,
];

/** Base58 addresses are only counted with mixed case and a digit, as real ones have. */
const looksRandom = (token: string) => /[a-z]/.test(token) && /[A-Z]/.test(token) && /\d/.test(token);
const cryptoRules: Rule[] = [
  has(
    /\b(?:bitcoins?|btc|usdt|usdc|tether|ethereum|binance|coinbase|metamask|trust\s?wallet|trc-?20|erc-?20|bep-?20|dogecoin|cryptocurrenc(?:y|ies))\b/,
  ),
  has(/\bcrypto\s?(?:wallet|currency|exchange|account|address|investment|trading|mining|platform|app|coins?)\b/),
  has(/\binvest\w*\b.{0,20}\bcrypto\b|\bcrypto\b.{0,20}\binvest/),
  has(rx`${START}(?:बिट\s?क(?:ॉ|ो)इन|بٹ\s?کوائن)`),
  has(/\b0x[a-f0-9]{40}\b|\bbc1[a-z0-9]{25,59}\b/),
  ({ cased }) =>
    [...cased.matchAll(/\b(?:[13][1-9A-HJ-NP-Za-km-z]{25,34}|T[1-9A-HJ-NP-Za-km-z]{33})\b/g)].some(([token]) =>
      looksRandom(token),
    ),
];

const NUMBER_KIND = String.raw`(?:phone\s+|mobile\s+|cell\s+|whats\s?app\s+|contact\s+|personal\s+)?`;
const NUMBER = '(?:number|nmbr|numbr)';
const offPlatformRules: Rule[] = [
  has(
    rx`\b${CHAT_APPS}\s+(?:me|karo|kro|kar\s?do|kardo|kr\s?do|number|no|id|handle|join)\b|\bjoin\s+(?:me\s+)?(?:on\s+)?${CHAT_APPS}\b|\b(?:${CHAT_APPS}|signal)\s+(?:pe|par|pr)\s+(?:\S+\s+){0,2}?(?:baat|aao|aa\s?jao|add|message|msg|chat|call|milte|connect|shift)`,
  ),
  has(
    rx`\b(?:add|message|msg|text|ping|contact|call|reach|find|dm|chat|talk|connect|follow)(?:\s+(?:me|us|with me))?\s+(?:on|via|through|over)\s+(?:my\s+)?(?:${CHAT_APPS}|signal)\b`,
  ),
  has(
    rx`\b(?:move|switch|shift|continue|come|talk|chat)\b(?:\s+\S+){0,2}?\s+(?:to|on|onto)\s+(?:${CHAT_APPS}|signal)\b`,
  ),
  has(rx`\b(?:baat|chat)\b.{0,20}\b${CHAT_APPS}\s+(?:pe|par|pr)\b`),
  has(/\bcall me on\b|\b(?:call|phone|fone)\s+(?:karo|kro|kar\s?lo|kar\s?do|kijiye|kar\s?dena)\b/), // not "call me old-fashioned"
  has(/\b(?:wa\.me|t\.me|chat\.whatsapp\.com)\//),
  // "mera number abbu ke paas hai" is not an offer, "mera number le lo" is.
  asks(rx`\b(?:mera|meri|mere)\s+${NUMBER_KIND}${NUMBER}\s+(?:\S+\s+)?(?:le\s?lo|lo|save|note|likh\w*)\b`),
  asks(
    rx`\b(?:apna|apni|apne|aapka|aap\s?ka|apka|tumhara|tera)\s+${NUMBER_KIND}${NUMBER}\s+(?:\S+\s+)?(?:${HI_GIVE}|do|kya|bata\w*|(?:share|send)\s+kar${HI_TAIL})\b`,
  ),
  asks(
    rx`\b(?:${NUMBER}|contact)\s+(?:${HI_SEND}|de\s?do|dedo|dijiye|dijie|do|(?:share|send)\s+kar${HI_TAIL}|chahiye|bata\w*)\b`,
  ),
  has(
    rx`\b(?:give|send|share|drop|text|dm|whats|what's|what is|can i (?:get|have)|may i (?:get|have))\s+(?:me\s+)?(?:your|ur)\s+(?:${NUMBER_KIND}(?:number|digits)|${CHAT_APPS})\b(?!\s+of)`,
  ),
  has(
    rx`\b(?:here'?s|here is|this is|note|save|take)\s+my\s+${NUMBER_KIND}number\b|\bmy\s+${NUMBER_KIND}(?:number|no\.?)\s*(?:is|:)\s*(?:\+|\d|zero|one|two|three|four|five|six|seven|eight|nine)`,
  ),
  ...HINDI_RULES.offPlatform,
  ...URDU_RULES.offPlatform,
];

/** In the order signals are reported. */
const RULES: ReadonlyArray<readonly [MoneyRequestSignal, Rule[]]> = [
  ['upi-id', upiRules],
  ['bank-details', bankRules],
  ['phone-number', [hasPhoneNumber]],
  ['money-request', moneyRules],
  ['gift-card', giftCardRules],
  ['crypto', cryptoRules],
  ['off-platform', offPlatformRules],
];

export function detectMoneyRequest(text: string): MoneyRequestCheck {
  const message = normalise(text);
  const signals = RULES.filter(([, rules]) => rules.some((rule) => rule(message))).map(([signal]) => signal);
  return { flagged: signals.length > 0, signals };
}
