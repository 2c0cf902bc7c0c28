import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defaultNameDisplay } from '@mithaq/contracts/names';
import { signSessionToken } from '../../lib/session-token.js';
import { interests, members, sessions } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { grantMembership } from '../membership/membership.service.js';

/**
 * The members, words and mechanics of the risk scenario (risk-scenario.api.test.ts). Ordinary members are
 * written directly (registration's argon2 would take minutes for a thousand) with sessions made as
 * `auth.repo.ts createSession` makes them and tokens signed as the app signs them, so every message still
 * goes through the real send route.
 */

/** mulberry32: the same scenario on every run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  return { next, int, pick, shuffle };
}
export type Random = ReturnType<typeof seededRandom>;

export const LANGUAGES = ['en', 'hi-Latn', 'hi', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The benign lines of packages/contracts/src/safety/corpus, by language group (its README). */
export function readBenignCorpus(): Record<Language, string[]> {
  const detector = createRequire(import.meta.url).resolve('@mithaq/contracts/safety/money-request');
  const dir = path.join(path.dirname(detector), 'corpus');
  const read = (lang: Language) =>
    (JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as { benign: string[] }).benign;
  return { en: read('en'), 'hi-Latn': read('hi-Latn'), hi: read('hi'), ur: read('ur') };
}

/** Corpus lines about money, fees, dowry, banks, business or phone numbers: the "money talk" of ordinary members. */
export const MONEY_TALK =
  /salary|lakh|lac\b|fees?\b|dowry|dahej|jahez|loan|rent|kiraya|bank|business|paise|paisa|rupees|\d+k\b|₹|number|तनख्वाह|लाख|हजार|फीस|दहेज|लोन|बैंक|पैसे|कारोबार|नंबर|تنخواہ|لاکھ|ہزار|فیس|جہیز|لون|بینک|پیسے|کاروبار|نمبر/i;

/**
 * Hard benign lines written for this scenario, not taken from the corpus: ordinary members talking about
 * money, dowry, fees and numbers, as the detector has not seen them.
 */
export const FRESH_BENIGN_MONEY_TALK: Record<Language, string[]> = {
  en: [
    'My take home is about 65k a month, plus I do some tuition on weekends',
    'Abbu says no dowry talk at all, if anyone asks for it the rishta is off',
    'We paid 1.2 lakh for my sister’s MBA entrance coaching, crazy expensive',
    "I'm still paying EMI on my car, 9,800 a month till next year",
    'Please don’t buy me anything for Eid, just make dua for me 🙂',
    "I'd rather not share my number here, my brother will call your father once our families agree",
    'The walima at our place was simple, under 2 lakh for 300 guests',
    'I send 20k home to my parents every month, that won’t change after marriage',
    'My cousin got scammed on WhatsApp by someone asking for gift cards, be careful out there',
    'Our family business is wholesale rice, my dad handles the bank side of things',
  ],
  'hi-Latn': [
    'Meri salary 45 hazar hai, zyada nahi hai lekin halal hai alhamdulillah',
    'Dahej ka sawal hi nahi uthta, abbu ne pehle hi mana kar diya hai',
    'Hostel ki fees bhar di aaj, ab mahine ke end tak paise tight hain 😅',
    'Bhai ne naya phone liya 25k ka, ammi bohat naraz hui',
    'Main abhi number share nahi karungi, pehle ghar walon ki baat ho jaye',
    'Kiraya yahan Mumbai mein 30 hazar hai ek chhote flat ka, socho',
  ],
  hi: [
    'मेरी तनख्वाह चालीस हजार है, घर का खर्च आराम से चल जाता है',
    'हमारे यहाँ दहेज बिल्कुल नहीं लिया जाता, अब्बू इसके सख्त खिलाफ हैं',
    'मैं अभी अपना नंबर नहीं दूँगी, पहले घरवालों की बात हो जाए',
    'बहन की शादी में बहुत खर्चा हुआ, अब्बू ने लोन लिया था जो अब चुक गया',
  ],
  ur: [
    'میری تنخواہ پچاس ہزار ہے، گزارا اچھا ہو جاتا ہے الحمدللہ',
    'ہمارے گھر میں جہیز کی کوئی بات نہیں ہوتی، ابو اس کے سخت خلاف ہیں',
    'میں ابھی اپنا نمبر نہیں دوں گی، پہلے بڑوں کی بات ہو جائے',
    'بھائی کی یونیورسٹی کی فیس بہت زیادہ ہے، ابو پریشان رہتے ہیں',
  ],
};

// biome-ignore format: a list of names
const WOMEN = [
  'Ayesha', 'Fatima', 'Zainab', 'Maryam', 'Khadija', 'Sana', 'Hina', 'Rukhsar', 'Nazia', 'Farah',
  'Iqra', 'Sadia', 'Mehwish', 'Aliya', 'Shabnam', 'Noor', 'Amina', 'Sumaiya', 'Tabassum', 'Rubina',
  'Huma', 'Saba', 'Nida', 'Shaista', 'Bushra', 'Afreen', 'Zoya', 'Heena', 'Samreen', 'Yasmin',
  'Naseem', 'Asma', 'Sameera', 'Rehana', 'Lubna', 'Fiza', 'Arshiya', 'Mahira', 'Uzma', 'Shazia',
];
// biome-ignore format: a list of names
const MEN = [
  'Ahmed', 'Bilal', 'Faisal', 'Hamid', 'Imran', 'Junaid', 'Kashif', 'Mohsin', 'Nadeem', 'Omar',
  'Parvez', 'Qasim', 'Rashid', 'Sohail', 'Tahir', 'Umair', 'Waseem', 'Yasir', 'Zubair', 'Adnan',
  'Arif', 'Asif', 'Danish', 'Fahad', 'Haris', 'Irfan', 'Javed', 'Khalid', 'Mansoor', 'Nabeel',
  'Rehan', 'Saad', 'Shahid', 'Talha', 'Usama', 'Wajid', 'Zaid', 'Anwar', 'Azhar', 'Farhan',
];
// biome-ignore format: a list of names
const SURNAMES = [
  'Khan', 'Shaikh', 'Siddiqui', 'Ansari', 'Qureshi', 'Sayyed', 'Mirza', 'Pathan', 'Hashmi', 'Rizvi',
  'Naqvi', 'Baig', 'Farooqui', 'Chaudhry', 'Malik', 'Hussain', 'Rahman', 'Kazmi', 'Jafri', 'Momin',
];
const CITIES = [
  'Hyderabad',
  'Lucknow',
  'Mumbai',
  'Bhopal',
  'Pune',
  'Bangalore',
  'Delhi',
  'Kolkata',
  'Srinagar',
  'Aligarh',
];

export interface ScenarioMember extends TestMember {
  fullName: string;
  firstName: string;
  gender: 'Male' | 'Female';
  /** The language group most of their messages are in. */
  language: Language;
}

/** A bounded number of tasks at a time: the app's pool has 20 connections and the machine two cores. */
export async function inPool<T>(items: readonly T[], concurrency: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/**
 * Premium members with a verified phone (so the day's first-message limit is the plan's), written in one
 * statement, made premium through the membership module, each with a live session.
 */
export async function insertMembers(
  t: TestApp,
  rng: Random,
  gender: 'Male' | 'Female',
  count: number,
): Promise<ScenarioMember[]> {
  const names = gender === 'Male' ? MEN : WOMEN;
  const drafts = Array.from({ length: count }, () => {
    const firstName = rng.pick(names);
    const roll = rng.next();
    const language: Language = roll < 0.35 ? 'en' : roll < 0.7 ? 'hi-Latn' : roll < 0.85 ? 'hi' : 'ur';
    return { firstName, fullName: `${firstName} ${rng.pick(SURNAMES)}`, language };
  });
  const rows = await t.db
    .insert(members)
    .values(
      drafts.map((d) => ({
        email: `scenario-${randomUUID()}@example.com`,
        passwordHash: 'not-used',
        fullName: d.fullName,
        age: 22 + rng.int(16),
        gender,
        nameDisplay: defaultNameDisplay(gender),
        city: rng.pick(CITIES),
        phone: `+91${9_000_000_000 + rng.int(999_999_999)}`,
        phoneVerified: true,
        emailVerified: true,
      })),
    )
    .returning({ id: members.id, email: members.email });
  await inPool(rows, 8, async (row) => {
    await grantMembership(t.db, row.id, 'gold');
  });
  const made = await t.db
    .insert(sessions)
    .values(rows.map((row) => ({ memberId: row.id })))
    .returning({ id: sessions.id, memberId: sessions.memberId });
  const tokenOf = new Map(made.map((s) => [s.memberId, signSessionToken(s.id, t.config.authSecret)]));
  return rows.map((row, i) => {
    const token = tokenOf.get(row.id) as string;
    const draft = drafts[i] as (typeof drafts)[number];
    return {
      id: row.id,
      token,
      email: row.email,
      password: 'not-used',
      auth: { authorization: `Bearer ${token}` },
      gender,
      ...draft,
    };
  });
}

/** Mutual matches as accepting an interest leaves them: one interest of the pair, accepted. */
export async function insertMatches(t: TestApp, pairs: readonly [ScenarioMember, ScenarioMember][]): Promise<void> {
  const respondedAt = new Date();
  for (let i = 0; i < pairs.length; i += 1000) {
    await t.db
      .insert(interests)
      .values(
        pairs
          .slice(i, i + 1000)
          .map(([from, to]) => ({ fromId: from.id, toId: to.id, status: 'accepted', respondedAt })),
      );
  }
}

/**
 * A scammer's script, written for this scenario (not taken from the corpus, and not checked against the
 * detector while it was written): a long opener with the victim's first name, an optional set-up line,
 * then requests (`asks`) of which each victim gets one to three.
 */
export interface ScamScript {
  name: string;
  opener: string;
  setup?: string;
  asks: string[];
}

export const SCAM_SCRIPTS: ScamScript[] = [
  {
    name: 'Imran Sheikh',
    opener:
      'Assalamu alaikum {name}, I hope this message finds you in the best of health and imaan. I came across your profile and something in your words touched my heart. I am a marine engineer working on an oil rig in the North Sea, my wife passed away 3 years ago and I am raising my son alone. I am looking for a pious woman to complete my deen with. Please reply and tell me about yourself and your family.',
    setup:
      'I have sent you a small gift from Aberdeen, a gold necklace and perfume for your mother 🎁 the courier company emailed me the tracking',
    asks: [
      "The courier called, the parcel is held at Mumbai customs and they want 38,500 clearance charges before release. I'm on the rig and my cards don't work here, can you pay it and I'll return double when I land",
      'Dear please don’t tell your family yet, just clear the duty at the courier office today otherwise the gift will be sent back',
      'The agent says the package will be destroyed tomorrow if the charges are not deposited 😢 please help me',
    ],
  },
  {
    name: 'Faisal Mirza',
    opener:
      'Salam {name}, I am Dr Faisal, a surgeon serving with the UN peacekeeping mission in South Sudan. I read your profile three times because your sincerity reminded me of my late mother. I am 38, never married because of my work, and my contract ends in two months. I want to settle in India and build a halal home. Would you allow me to know you better?',
    setup: 'It has been a very hard week here in the camp, we were attacked near the border',
    asks: [
      "My colleague was injured and the private clinic wants 2 lakh rupees upfront. I can't reach my salary account from here, whatever you can manage please",
      'The UN office says I must pay 1200 USD for my leave approval form. I will pay you back the moment I reach Delhi inshaAllah',
      "Don't worry about the full amount, just transfer what you have and I'll send the rest from my allowance",
    ],
  },
  {
    name: 'Zayan Qureshi',
    opener:
      "Hello {name}, assalamualaikum. Forgive me for writing directly, I don't usually do this. I'm a financial analyst based in Dubai Marina, originally from Hyderabad. I noticed we both value family and education. I work long hours but I believe marriage is half of deen, so I'm here seriously. What do you do, and what are you looking for in a partner?",
    setup:
      'Have you ever thought about making your savings work for you? My uncle taught me a method, I make 8-10% every week',
    asks: [
      "Let me show you, open an account on this USDT platform, put in 25k to start and I'll guide you trade by trade",
      'Trust me, I would never let my future wife lose money. Deposit on the app today and screenshot me the balance',
      'The bonus window closes tonight, top up 50,000 and the system doubles it',
    ],
  },
  {
    name: 'Arman Ali',
    opener:
      'Assalam o alaikum {name} ji, aapki profile dekhi, bohot achi lagi. Main Arman, Bangalore mein software company mein team lead hoon, ghar mein ammi abbu aur ek choti behen hai. Main shaadi ke liye serious hoon aur time pass nahi karta. Aap apne baare mein thoda batayengi? Aapki family kahan se hai?',
    asks: [
      'Yaha app pe main zyada online nahi rehta, whatsapp pe baat karein? Mera no. 9 8 4 5 0 1 2 2 7 3, save kar lo',
      'Aap apna whatsapp number de do, main ammi se bhi baat karwa dunga',
      'Ye app bohot slow hai yaar, Telegram pe aa jao, wahan photos bhi bhej sakta hoon',
    ],
  },
  {
    name: 'Salman Khan',
    opener:
      'Salaam {name}, I hope aap theek hongi. Mera naam Salman hai, Lucknow se hoon, family business hai chikan ka. Mujhe ek simple, deendar ladki chahiye jo family ko saath lekar chale. Aapki profile mein jo likha hai wo bilkul meri soch jaisa hai. Kya hum baat aage badha sakte hain?',
    setup: 'Ammi ko kal raat heart attack aaya, ICU mein hain. Mera account block ho gaya hai 😢',
    asks: [
      'Hospital wale 60 hazar advance maang rahe hain, please meri madad karo',
      'salman.kh786@ybl pe jo bhi ho sake bhej do, kal tak lauta dunga',
      'Sirf 15000 ki baat hai, gpay kar do na please, doctor wait kar rahe hain',
    ],
  },
  {
    name: 'Rizwan Butt',
    opener:
      'Assalam o alaikum {name}, umeed hai aap khairiyat se hongi. Main Rizwan hoon, Manchester mein pharmacist hoon aur asal mein Sialkot se hoon. Aap ki profile parh kar dil ko sukoon mila, aap ki soch bohat achi hai. Main nikah ke liye sanjeeda hoon aur jaldi apne ghar walon ko rishta le kar bhejna chahta hoon. Kya aap mujhe apne bare mein bata sakti hain?',
    setup: 'Maine aap ke liye Eid ka tohfa bheja hai, ek gold set aur kuch kapray 🎁',
    asks: [
      'Courier walon ne phone kiya hai ke parcel airport pe ruka hua hai, un ko 42 hazar custom duty chahiye',
      'Aap jama karwa dein main aap ko foran wapas kar dunga',
      'Jazz cash se bhi bhej sakti hain, agent ka number 0301 4477 812 hai',
    ],
  },
  {
    name: 'Adil Ansari',
    opener:
      'अस्सलाम अलैकुम {name} जी, आपकी प्रोफाइल पढ़कर बहुत अच्छा लगा। मेरा नाम आदिल है, मैं भोपाल से हूँ और एक कंपनी में सेल्स मैनेजर हूँ। मेरे घर में अम्मी और दो बहनें हैं, अब्बू का इंतकाल हो चुका है। मैं एक नेक और समझदार हमसफ़र की तलाश में हूँ। क्या आप अपने बारे में कुछ बताएंगी?',
    setup: 'आज सुबह मेरा एक्सीडेंट हो गया, पैर में फ्रैक्चर है 😢',
    asks: [
      'अस्पताल वाले ऑपरेशन के लिए पैंतालीस हजार मांग रहे हैं, मेरा कार्ड घर पर रह गया है',
      'आप 20000 रुपये मेरे भाई के खाते में डाल दो, मैं ठीक होते ही लौटा दूंगा',
      'प्लीज जल्दी करो, डॉक्टर कह रहे हैं पैसे जमा किए बिना ऑपरेशन नहीं होगा',
    ],
  },
  {
    name: 'Sahil Pathan',
    opener:
      'सलाम {name}, मैं साहिल हूँ, पुणे में आईटी कंपनी में काम करता हूँ। आपकी प्रोफाइल में जो दीन और परिवार के बारे में लिखा है, वो मुझे बहुत पसंद आया। मेरे माँ बाप चाहते हैं कि इस साल निकाह हो जाए। मैं सच्चे दिल से रिश्ता चाहता हूँ, क्या हम एक दूसरे को जान सकते हैं?',
    asks: [
      'यहाँ ऐप पर ठीक से बात नहीं हो पाती, व्हाट्सएप पर आ जाओ ना',
      'मेरा नंबर 98201 55673 है, इसे सेव कर लो और हाय भेज दो',
      'अपना व्हाट्सएप नंबर दे दो, मैं वीडियो कॉल करूँगा अम्मी के साथ',
    ],
  },
  {
    name: 'Kamran Chaudhry',
    opener:
      'السلام علیکم {name}، امید ہے آپ خیریت سے ہوں گی۔ میرا نام کامران ہے، میں کینیڈا میں سول انجینئر ہوں اور اصل میں فیصل آباد سے ہوں۔ آپ کی پروفائل پڑھ کر ایسا لگا جیسے اللہ نے میری دعا سن لی ہو۔ میں جلد نکاح کرنا چاہتا ہوں اور اپنی والدہ کو آپ کے گھر بھیجنا چاہتا ہوں۔ کیا آپ مجھ سے بات کرنا پسند کریں گی؟',
    setup: 'میں نے آپ کے لیے ایک تحفہ بھیجا ہے، سونے کی انگوٹھی اور ایک موبائل 🎁',
    asks: [
      'کورئیر والے کہہ رہے ہیں پارسل کسٹم میں رکا ہوا ہے، انہیں پینتیس ہزار روپے کلیئرنس فیس چاہیے',
      'آپ یہ رقم ادا کر دیں، میں کل واپس کر دوں گا',
      'جلدی کریں ورنہ پارسل واپس چلا جائے گا، پیسے اس اکاؤنٹ میں جمع کروا دیں',
    ],
  },
  {
    name: 'Bilal Malik',
    opener:
      'السلام علیکم {name} جی، میں بلال ہوں، لاہور میں اپنا کاروبار ہے کپڑے کا۔ آپ کی تصویر اور باتیں دونوں بہت اچھی لگیں، آپ بہت سلجھی ہوئی لگتی ہیں۔ میں وقت ضائع کرنے والا نہیں ہوں، سیدھا رشتے کی بات کرنا چاہتا ہوں۔ آپ کے گھر میں کون کون ہے؟',
    setup: 'آج بہت پریشانی ہے، دکان پر چھاپہ پڑا ہے اور مال ضبط ہو گیا ہے',
    asks: [
      'مجھے فوری طور پر بیس ہزار کی ضرورت ہے، ایزی پیسہ کر دیں 03214455667 پر',
      'جتنا بھی ہو سکے مدد کر دیں، میں اگلے ہفتے لوٹا دوں گا',
      'جاز کیش بھی چلے گا، بس آج ہی بھیج دیں',
    ],
  },
  {
    name: 'Tariq Hashmi',
    opener:
      "Hi {name}, assalamu alaikum 🌸 I've been on this site for a while and honestly never messaged anyone before, but your profile stood out. I'm Tariq, a petroleum engineer, currently on contract in Houston but my roots are in Kerala. I'm looking for someone genuine and family oriented, someone I can build a life with. Can I ask what made you join Mithaq?",
    setup: "It's my niece's birthday tomorrow and I can't buy anything from here 😔",
    asks: [
      "Could you pick up 4 Google Play cards of 2000 each and send me the codes? I'll reimburse you",
      "Just scratch the back and send me pictures of the cards, it's very simple",
      'Apple cards also fine if Google Play is not available near you',
    ],
  },
  {
    name: 'Hamza Rizvi',
    opener:
      "Assalamu alaikum {name}, I pray you're doing well. My name is Hamza, I'm a forex consultant in London, born in Karachi. I'm 34, divorced with no children, and I've learnt the value of a righteous partner the hard way. I read your profile and felt you are someone serious about nikah. Would you be open to getting to know each other with the intention of marriage?",
    asks: [
      "I'm rarely on this app, let's continue on Telegram, my username is @hamza_fx_ldn",
      'I earned 3 lakh last month from gold trading signals. I can set up an account for you, you only need to put in 30k',
      'Sister, I am saying this for our future, guaranteed profit, I personally manage the trades',
    ],
  },
  {
    name: 'Danish Farooqui',
    opener:
      'Hello {name}! Main Danish, Delhi se. CA hoon ek Big 4 firm mein, aur ghar wale rishta dhoond rahe hain toh socha khud bhi try karun 😄 Aapki profile mein likha tha aapko travelling pasand hai, mujhe bhi. Shaadi ke baad Turkey jaane ka plan hai. Aap batao aapke sapne kya hain?',
    setup: 'Ek kaam ki baat batata hoon, ek trading app hai jisme main 3 mahine se paisa laga raha hoon',
    asks: [
      'Har mahine double ho raha hai, aap bhi 10k se start karo, main aapka account bana deta hoon',
      'Profit ki guarantee meri, bas aaj raat tak paisa daal do toh bonus bhi milega',
      'Link bhejta hoon, usme register karke UPI se 10,000 add karo',
    ],
  },
  {
    name: 'Yusuf Baig',
    opener:
      "Salaam {name}, I hope your day is going well. I'm Yusuf, a civil contractor, I split my time between Nigeria and Mumbai for a construction project. I lost my wife to cancer and it has been lonely, but I believe Allah has a plan. I want a kind, understanding woman who loves children. I would really like to know you, may I?",
    setup: "I'm stuck at Istanbul airport, immigration says there's an issue with my transit visa",
    asks: [
      'They say I must pay a fine of 900 dollars before they let me board, and my cards are blocked abroad',
      'Please can you wire it through Western Union in my name? I will give it back as soon as I land in Mumbai',
      "I'm really embarrassed to ask but there is no one else, please help me with the fine",
    ],
  },
  {
    name: 'Shoaib Hussain',
    opener:
      "Assalamualaikum {name}, kaise ho aap? I'm Shoaib from Kolkata, working as a chef in a 5 star hotel in Doha. Ghar pe abbu ammi hain aur do chhote bhai. Alhamdulillah settled hoon, bas ek achi life partner ki talash hai jo namaz ki paaband ho. Aapki profile dekh ke laga aap waisi hi ho. Baat karein?",
    setup: 'My visa renewal is stuck, company HR says a fine has to be paid by tomorrow else they will deport me',
    asks: [
      "Can you gpay 15000 on 9830123456? I'll return it on salary day, 5th ko",
      'Aap meri future wife ho, mujhe aur kisi pe bharosa nahi hai, please 15k bhej do',
      'Even 8000 also chalega abhi, baaki main arrange kar lunga',
    ],
  },
  {
    name: 'Usman Jafri',
    opener:
      'Assalam o alaikum {name}, kaisi hain aap? Mera naam Usman hai, Islamabad se hoon, ek software house mein project manager hoon. Ammi ki tabiyat kharab rehti hai is liye woh chahti hain ke meri shadi jald ho jaye. Aap ki profile parh kar lagta hai aap bohat nek aur samajhdaar hain. Kya main aap se baat kar sakta hoon?',
    setup: 'Ammi ko hospital le kar aaya hoon, dialysis ka kharcha bohat zyada hai aur salary abhi nahi aayi',
    asks: [
      'Agar aap 25,000 ka intezam kar dein toh main agle mahine wapas kar dunga, wada hai',
      'Main apne dost ka account number bhej raha hoon, usi mein daal dena',
      'Aap ko Allah ka wasta, thodi si madad kar dein',
    ],
  },
  {
    name: 'Faraz Siddiqui',
    opener:
      'अस्सलामु अलैकुम {name}, मैं फ़राज़ हूँ, सिंगापुर में एक बैंक में इन्वेस्टमेंट एनालिस्ट हूँ, मूल रूप से हैदराबाद से। मुझे आपकी प्रोफाइल बहुत सच्ची लगी। मैं चाहता हूँ कि मेरी पत्नी पढ़ी लिखी हो और अपने पैरों पर खड़ी हो। आप क्या काम करती हैं और आगे क्या करना चाहती हैं?',
    setup: 'मैं आपको एक राज़ की बात बताता हूँ, मैं बिटकॉइन में ट्रेडिंग करता हूँ और हर हफ्ते 20 प्रतिशत कमाता हूँ',
    asks: [
      'आप भी 50 हजार लगाओ, मैं आपके लिए अकाउंट खोल देता हूँ, एक महीने में दुगना',
      'ये मौका बार बार नहीं आता, आज ही पैसे ट्रांसफर कर दो',
      'शुरू में सिर्फ दस हजार डाल दो, मुनाफा मैं गारंटी देता हूँ',
    ],
  },
  {
    name: 'Imran Kazmi',
    opener:
      'السلام علیکم {name}، آپ کا پروفائل دیکھا، ماشاءاللہ بہت اچھا لگا۔ میں عمران ہوں، دبئی میں ایک کمپنی میں اکاؤنٹنٹ ہوں، گھر والے کراچی میں ہیں۔ میں ایک دیندار اور خوش مزاج شریک حیات کی تلاش میں ہوں۔ اگر آپ کو مناسب لگے تو ہم بات آگے بڑھا سکتے ہیں۔',
    asks: [
      'یہاں ایپ پر بات کرنا مشکل ہے، واٹس ایپ پر بات کرتے ہیں',
      'اپنا واٹس ایپ نمبر دیں، میں آپ کو اپنی تصویریں بھیجوں گا',
      'میرا نمبر 0097150 2233 445 ہے، سیو کر لیں',
    ],
  },
  {
    name: 'Sameer Momin',
    opener:
      "Assalamu alaikum {name}. I hope you don't mind me reaching out. I'm Sameer, a structural engineer on a project in Qatar, coming home to Chennai for good next month. I'm 35 and ready to settle down with a God-conscious partner. I loved that you mentioned volunteering in your profile, I do a bit of that too. Tell me, what does a perfect weekend look like for you?",
    setup: 'My company messed up my final settlement, so things are a bit tight before I fly home',
    asks: [
      "I'm short for the flight ticket, it's only 300 dollars. I'll return it the day I land, I promise",
      "Could you help me out? Even half would do, I'm really stuck",
      'You can send it to my friend’s account, he will book the ticket for me',
    ],
  },
  {
    name: 'Aamir Naqvi',
    opener:
      "Hey {name}, salaam 😊 I'm Aamir, a doctor in Birmingham NHS, family in Aligarh. I'm 36, never married because of studies and then covid duty. My parents are getting old and want to see me married. Your profile felt genuine, not like the others. I'd love to talk with the intention of nikah, is that okay with you?",
    setup: 'My UK account got frozen for verification, the bank says I must pay a release fee to unlock it',
    asks: [
      "It's 800 pounds, can you cover it for now?",
      "Or buy an Amazon voucher of 10k and send me the code, I'll transfer you back double once the account is open",
      "Please don't tell anyone, I feel ashamed, only you can help me right now",
    ],
  },
];

/** What a scammer writes instead when the app refuses his copied opener. */
export const REWORDED_OPENER =
  'Salaam {name}, your profile is beautiful mashaAllah, I felt I must write to you. Please tell me about your family and your dreams, I am serious about nikah';

/** The greeting a busy ordinary member pastes to each new match. */
export const PASTED_GREETING =
  'Assalamu alaikum {name}, I read your profile and liked that you value deen and family. I teach maths at a school in Aurangabad and my parents are looking for a good rishta for me. Would you like to talk?';
export const PERSONAL_NOTE = 'Salaam {name}, I saw you like reading, what are you reading these days?';

export const withName = (template: string, name: string) => template.replaceAll('{name}', name);
