import { LegalDocument } from '../components/legal/legal-document';
import { REFUND_SECTIONS } from '../components/legal/refund-sections';

export function RefundPage() {
  return (
    <LegalDocument
      title="Refund Policy"
      summary="Changed your mind about a premium plan? Ask within 7 days of purchase and our team will reply within 3 business days."
      sections={REFUND_SECTIONS}
    />
  );
}
