import { LegalDocument } from '../components/legal/legal-document';
import { PRIVACY_SECTIONS } from '../components/legal/legal-sections';

export function PrivacyPage() {
  return <LegalDocument page="privacy" sections={PRIVACY_SECTIONS} />;
}
