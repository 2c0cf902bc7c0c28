/**
 * Option lists of spec section 3. Lists the spec names are copied exactly; lists whose contents
 * the spec leaves unshown are ours (docs/decisions/0003-profile.md, "Option lists").
 */
export const GENDERS = ['Male', 'Female'] as const;
export const MARITAL_STATUSES = ['Never Married', 'Divorced', 'Widowed', 'Awaiting Divorce'] as const;
export const SECTS = ['Sunni', 'Shia', 'Deobandi', 'Barelvi', 'Ahl-e-Hadith (Salafi)', 'Just Muslim'] as const;
export const MADHABS = ['Hanafi', 'Shafi', 'Maliki', 'Hanbali', "Ja'fari"] as const;
export const EDUCATION_LEVELS = ['High School', 'Diploma', 'Bachelors', 'Masters', 'PhD', 'Other'] as const;
/**
 * About forty professions in the groups the pickers show them under (docs/decisions/0064-finding-the-right-person.md
 * "Option lists"). The spec's stored values (Engineer, Doctor, Teacher, Business, IT Professional,
 * Government Service, Student, Other) keep their spelling.
 */
export const PROFESSION_GROUPS = {
  health: ['Doctor', 'Dentist', 'Pharmacist', 'Nurse', 'Allied Health'],
  technology: ['Engineer', 'IT Professional', 'Software Developer', 'Data / Analytics', 'Architect'],
  education: ['Teacher', 'Professor / Lecturer', 'Researcher / Scientist', 'Islamic Scholar / Imam'],
  business: [
    'Business',
    'Accountant',
    'Banking / Finance',
    'Manager / Executive',
    'Sales / Marketing',
    'Consultant',
    'Human Resources',
  ],
  public: ['Lawyer', 'Government Service', 'Civil Services', 'Armed Forces', 'Police'],
  creative: ['Designer', 'Journalist / Writer', 'Media / Arts'],
  services: [
    'Skilled Trades',
    'Hospitality / Tourism',
    'Aviation',
    'Merchant Navy',
    'Retail / Trade',
    'Farming / Agriculture',
  ],
  notWorking: ['Student', 'Homemaker', 'Not Working', 'Retired'],
  other: ['Other'],
} as const;
export type ProfessionGroup = keyof typeof PROFESSION_GROUPS;
export const PROFESSIONS = Object.values(PROFESSION_GROUPS).flat();
export type Profession = (typeof PROFESSIONS)[number];
export const FATHER_PROFESSIONS = PROFESSIONS.filter((p) => p !== 'Student');
export const MOTHER_PROFESSIONS = FATHER_PROFESSIONS;
export const FAMILY_TYPES = ['Nuclear', 'Joint', 'Other'] as const;
/** The member's own practice level (profile: religiousCommitment). */
export const RELIGIOUS_COMMITMENTS = ['Strict', 'Moderate', 'Liberal'] as const;
/** The family's outlook (profile: familyValues). */
export const FAMILY_VALUES = ['Traditional', 'Moderate', 'Liberal'] as const;
export const RELIGIOUS_ENVIRONMENTS = [
  'Very practising',
  'Practising',
  'Moderately practising',
  'Culturally Muslim',
] as const;
export const CASTES = [
  'Syed',
  'Sheikh',
  'Pathan',
  'Mughal',
  'Ansari',
  'Qureshi',
  'Siddiqui',
  'Malik',
  'Arab',
  'Memon',
  'Bohra',
  'Khoja',
  'Mappila',
  'Rowther',
  'Labbai',
  'Mehtar',
  'Other',
  'Prefer not to say',
] as const;
export const LANGUAGES = [
  'Urdu',
  'Hindi',
  'English',
  'Arabic',
  'Bengali',
  'Malayalam',
  'Tamil',
  'Telugu',
  'Kannada',
  'Marathi',
  'Gujarati',
  'Kashmiri',
  'Punjabi',
  'Pashto',
  'Persian',
  'Somali',
  'Turkish',
  'Malay',
  'Other',
] as const;
export const REGIONS = [
  'North India',
  'South India',
  'East India',
  'West India',
  'Central India',
  'Kashmir',
  'Hyderabad / Deccan',
  'Kerala',
  'Pakistan',
  'Bangladesh',
  'Sri Lanka',
  'UAE',
  'Saudi Arabia',
  'Qatar',
  'Kuwait',
  'Oman',
  'Bahrain',
  'United Kingdom',
  'Europe',
  'North America',
  'Australia / New Zealand',
  'Other',
] as const;
export const FIELDS_OF_STUDY = [
  'Engineering / Technology',
  'Computer Science / IT',
  'Medicine / Health',
  'Commerce / Finance',
  'Business / Management',
  'Law',
  'Arts / Humanities',
  'Science',
  'Education',
  'Islamic Studies',
  'Architecture / Design',
  'Other',
] as const;

/**
 * Identity documents a member may upload (docs/decisions/0056-identity-documents-beyond-india.md). The
 * spec's stored values `Aadhar` and `PAN` stay as they are; the page's labels come from the options
 * catalog (`options.govtIdType.Aadhar` reads "Aadhaar"). `NationalID` is the national identity card
 * of any other country.
 */
export const GOVT_ID_TYPES = ['Aadhar', 'PAN', 'Passport', 'EmiratesID', 'Iqama', 'CNIC', 'NationalID'] as const;
export type GovtIdType = (typeof GOVT_ID_TYPES)[number];

/** 31 steps from 4 ft 0 in to 6 ft 6 in (spec section 3). */
export const HEIGHTS: readonly string[] = Array.from({ length: 31 }, (_, i) => {
  const inches = 48 + i;
  return `${Math.floor(inches / 12)} ft ${inches % 12} in`;
});

/** Height label -> inches, for comparing against partner preferences. */
export function heightToInches(height: string | null | undefined): number | null {
  const m = height?.match(/^(\d) ft (\d{1,2}) in$/);
  return m ? Number(m[1]) * 12 + Number(m[2]) : null;
}
