import { LegalDocument } from '../components/legal/legal-document';
import { TERMS_SECTIONS } from '../components/legal/legal-sections';

export function TermsPage() {
  return <LegalDocument page="terms" sections={TERMS_SECTIONS} />;
}
