import { LegalDocument } from '../components/legal/legal-document';
import { REFUND_SECTIONS } from '../components/legal/legal-sections';

export function RefundPage() {
  return <LegalDocument page="refund" sections={REFUND_SECTIONS} />;
}
