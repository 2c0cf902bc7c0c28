import { LegalDocument } from '../components/legal/legal-document';
import { PRIVACY_SECTIONS } from '../components/legal/privacy-sections';

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      summary="What we collect, how your photos are protected, and who can see your contact details: nobody, unless you agree."
      sections={PRIVACY_SECTIONS}
    />
  );
}
