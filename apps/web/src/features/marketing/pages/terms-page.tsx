import { LegalDocument } from '../components/legal/legal-document';
import { TERMS_SECTIONS } from '../components/legal/terms-sections';

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      summary="The rules that keep Mithaq a safe, respectful place for Muslims seeking marriage. Members must be 18 or older and able to enter a nikah."
      sections={TERMS_SECTIONS}
    />
  );
}
