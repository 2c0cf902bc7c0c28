/**
 * Spots scam-style requests in a chat message: money, payment handles, bank details, gift cards, crypto,
 * or moving the conversation off Mithaq. Members are never blocked, only the receiver sees a calm warning,
 * so the rules favour precision: a money word on its own is not enough; it needs a request (an imperative,
 * "me", or a need/ask word nearby), a payment handle, an account number, or a phone number.
 * Covers English plus Hindi and Urdu written in Latin script (Hinglish / Roman Urdu).
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

function normalise(input: string): Message {
  const cased = input
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '') // zero-width characters are used to dodge filters
    .replace(/[‘’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return { cased, text: cased.toLowerCase() };
}

/** A tagged template for a regex built from the fragments below; backslashes are kept as written. */
const rx = (strings: TemplateStringsArray, ...fragments: string[]) => new RegExp(String.raw(strings, ...fragments));
const has =
  (pattern: RegExp): Rule =>
  ({ text }) =>
    pattern.test(text);

const NEGATION = String.raw`\b(?:not|never|don'?t|dont|doesn'?t|didn'?t|won'?t|can'?t|cannot|nahi|nahin|nhi|mat)\b`;
const NEGATED_INSIDE = new RegExp(NEGATION);
const NEGATED_BEFORE = rx`${NEGATION}(?:\s+\w+)?\s+$`;

/** Like `has`, but "I don't need money" or "paise nahi chahiye" is not a request. */
const asks =
  (pattern: RegExp): Rule =>
  ({ text }) => {
    for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) {
      const before = text.slice(Math.max(0, match.index - 30), match.index);
      if (!NEGATED_INSIDE.test(match[0]) && !NEGATED_BEFORE.test(before)) return true;
    }
    return false;
  };

// Shared vocabulary. A bare number counts as an amount only when 3+ digits and not followed by a noun
// ("send 5000 please" is money; "send 100 photos" is not).
const CURRENCY = String.raw`(?:rs\.?|inr|₹|\$|usd|aed|£|gbp|pkr|sar|€|eur)`;
const UNIT =
  '(?:k|rs|rupees?|rupaye|rupaiye|rupay|rupiya|inr|dollars?|usd|aed|dirhams?|dhs|pounds?|gbp|pkr|riyals?|sar|euros?|lakhs?|lacs?|thousand|hazaa?r|crores?)';
const BARE = String.raw`(?:\d{1,3}(?:,\d{2,3})+|\d{3,})(?=\s*(?:$|[.,!?]|(?:please|pls|plz|now|today|asap|urgently|urgent|only|and|or|yaar|ji|bhai|to|on|via|through|by|into|in|for|jaldi|abhi|bhej\w*|de|dedo|kar\w*|transfer)\b))`;
const AMOUNT = String.raw`(?:${CURRENCY}\s?\d[\d,.]*|\d[\d,.]*\s?${UNIT}\b|${BARE})`;
const MONEY = `(?:money|cash|funds?|payment|amount|financial (?:help|support|assistance)|${AMOUNT})`;
const FEE = '(?:fees?|charges?|customs|duty|tax)';
const FILLER = String.raw`(?:(?:the|some|a|an|that|this|my|little|bit|of|small|urgent|urgently|immediate)\s+)*`;
/** An imperative opening: start of a sentence, or please / can you / you have to ... */
const CTX = String.raw`(?:^|[.!?,;:]\s*|\b(?:please|pls|plz|kindly|just|can you|could you|would you|will you|can u|could u|you can|you could|you have to|you need to|you must|you should|you'll have to|you will have to|need you to|want you to)\s+)(?:(?:please|pls|plz|just|kindly|quickly|urgently|now)\s+)*`;
const HI_MONEY =
  '(?:paise|paisay|paisa|paison|paiso|pese|pesa|peise|raqam|rakam|rupaye|rupaiye|rupay|rupees|rupiya|cash|amount|udhaa?r|qarz|qarza|karz|karza)';
const HI_GIVE = String.raw`(?:bhej\w*|bhij\w*|de\s?do|de\s?de|de\s?dijiye|dijiye|dijie|de\s?dein|de\s?den|de\s?dena|chahiye|chahie|chaiye|chaahiye|transfer|send|jama\s?kar\w*|daa?l\s?do|zaroo?rat|zaru?rat|jaru?rat|de\s?sakt\w*)`;
const HI_DO = String.raw`(?:bhej\w*|kar\s?(?:do|de|dena|dijiye|dijie|dein|den)|karo|kro|kr\s?do|kijiye|transfer|send|de\s?do|dedo)`;
const UPI_APPS = String.raw`(?:upi|bhim|gpay|g pay|google\s?pay|phonepe|paytm|amazon pay)`;
const WALLET_APPS = String.raw`(?:paypal|venmo|cash\s?app|zelle|skrill|payoneer|jazz\s?cash|easy\s?paisa)`;
const CHAT_APPS = String.raw`(?:whats\s?app|whatsap|watsapp|watsap|whtsapp|wtsapp|telegram|snapchat|snap|instagram|insta|imo|viber|skype|wechat)`;
const UPI_HANDLES =
  'okaxis|oksbi|okhdfcbank|okicici|ybl|ibl|axl|paytm|ptyes|ptaxis|pthdfc|ptsbi|upi|apl|yapl|rapl|abfspay|axisbank|axisb|icici|sbi|hdfcbank|kotak|federal|fbl|idfcbank|idfcfirst|yesbank|ikwik|freecharge|jupiteraxis|timecosmos|airtel|postbank|indus|dbs|hsbc|citi|boi|cnrb|barodampay|mahb|aubank|idbi|kbl|rbl|pnb|unionbank|uboi|allbank|indianbank|waaxis|wahdfcbank|waicici|wasbi|superyes|naviaxis|jio';

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
  has(/\b(?:bank|account)\s+details\b/),
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
    rx`${CTX}(?:send|transfer|wire|pay|deposit)\s+(?:(?:the|some|a|an|that|this|my|your)\s+)*(?:\w+\s+)?(?:${MONEY}|${FEE})`,
  ),
  asks(
    rx`\b(?:need|needs|require|requires|short of|arrange|asking for|ask you for|help me with|help us with|borrow)\s+${FILLER}(?:financial\s+)?${MONEY}`,
  ),
  asks(/\b(?:lend|loan)\s+(?:me|us)\b|\bcan (?:you|u) (?:lend|loan)\b|\bborrow\b.{0,20}\bfrom (?:you|u)\b/),
  // "loan" alone is ordinary ("I paid off my education loan"): only a request for one counts.
  asks(rx`\b(?:need|want|give me|get me|arrange)(?:\s+\w+){0,2}\s+loans?\b|\bloans?\b(?:\s+\S+){0,2}?\s+${HI_GIVE}\b`),
  asks(rx`\b(?:${HI_MONEY}|${AMOUNT})(?:\s+\S+){0,3}?\s+${HI_GIVE}\b`),
  asks(
    rx`\b(?:bhej\s?do|bhejo|bhejiye|bhej\s?dijiye|transfer\s+(?:kar\s?do|karo|kijiye)|de\s?do|dedo|dijiye)\s+(?:\S+\s+){0,2}?(?:${HI_MONEY}|${AMOUNT})`,
  ),
  // The "parcel / gift stuck at customs" scam.
  asks(/\b(?:customs|clearance|courier|release|parcel|package)\s+(?:fees?|charges?|duty|duties|tax)\b/),
  asks(/\b(?:parcel|package|gift|courier)\b.{0,40}\b(?:customs|held|stuck|seized|clearance)\b/),
  ...appRequest(WALLET_APPS),
  has(/\bpaypal\.me\//),
];

const GIFT_BRANDS = String.raw`(?:amazon|itunes|google\s?play|play\s?store|steam|sephora|flipkart|razer|xbox|psn|ebay)`;
const giftCardRules: Rule[] = [
  has(rx`\b${GIFT_BRANDS}\s+(?:gift\s?|voucher\s?)?(?:cards?|vouchers?)\b`),
  has(/\b(?:card|voucher|gift|redeem|redemption)\s+codes?\b|\bscratch\b.{0,20}\bcard\b/), // not "pin code"
  asks(rx`\b(?:send|buy|purchase|get me|bhej\w*|kharid\w*)\b(?:\s+\S+){0,4}?\s+gift\s?cards?\b`),
  asks(rx`\bgift\s?cards?\b(?:\s+\S+){0,3}?\s+(?:bhej\w*|le\s?lo|kharid\w*|chahiye|send|de\s?do)\b`),
];

/** Base58 addresses are only counted with mixed case and a digit, as real ones have. */
const looksRandom = (token: string) => /[a-z]/.test(token) && /[A-Z]/.test(token) && /\d/.test(token);
const cryptoRules: Rule[] = [
  has(
    /\b(?:bitcoins?|btc|usdt|usdc|tether|ethereum|binance|coinbase|metamask|trust\s?wallet|trc-?20|erc-?20|bep-?20|dogecoin|cryptocurrenc(?:y|ies))\b/,
  ),
  has(/\bcrypto\s?(?:wallet|currency|exchange|account|address|investment|trading|platform|app|coins?)\b/),
  has(/\binvest\w*\b.{0,20}\bcrypto\b|\bcrypto\b.{0,20}\binvest/),
  has(/\b0x[a-f0-9]{40}\b|\bbc1[a-z0-9]{25,59}\b/),
  ({ cased }) =>
    [...cased.matchAll(/\b(?:[13][1-9A-HJ-NP-Za-km-z]{25,34}|T[1-9A-HJ-NP-Za-km-z]{33})\b/g)].some(([token]) =>
      looksRandom(token),
    ),
];

const NUMBER_KIND = String.raw`(?:phone\s+|mobile\s+|cell\s+|whats\s?app\s+|contact\s+|personal\s+)?`;
const offPlatformRules: Rule[] = [
  has(
    rx`\b${CHAT_APPS}\s+(?:me|karo|kro|kar\s?do|kardo|kr\s?do|number|no|id|handle)\b|\b(?:${CHAT_APPS}|signal)\s+(?:pe|par|pr)\s+(?:\S+\s+){0,2}?(?:baat|aao|aa\s?jao|add|message|msg|chat|call|milte|connect)`,
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
  has(
    rx`\b(?:mera|meri|mere|apna|apni|apne|aapka|aap\s?ka|apka|tumhara|tera)\s+${NUMBER_KIND}(?:number|nmbr|numbr)\b|\b(?:number|nmbr|numbr|contact)\s+(?:bhej\w*|de\s?do|dedo|dijiye|dijie|do|share\s+kar\w*|send\s+kar\w*|chahiye)\b`,
  ),
  has(
    rx`\b(?:give|send|share|drop|text|dm|whats|what's|what is|can i (?:get|have)|may i (?:get|have))\s+(?:me\s+)?(?:your|ur)\s+(?:${NUMBER_KIND}(?:number|digits)|${CHAT_APPS})\b(?!\s+of)`,
  ),
  has(
    rx`\b(?:here'?s|here is|this is|note|save|take)\s+my\s+${NUMBER_KIND}number\b|\bmy\s+${NUMBER_KIND}(?:number|no\.?)\s*(?:is|:)\s*(?:\+|\d|zero|one|two|three|four|five|six|seven|eight|nine)`,
  ),
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
