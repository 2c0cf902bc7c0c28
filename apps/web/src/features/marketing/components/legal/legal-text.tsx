import { Trans } from '@lingui/react';
import { Anchor, List, Text } from '@mantine/core';
import { REFUND_MAX_MESSAGES_SENT } from '@mithaq/contracts/payments';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../../i18n/use-t';
import { SUPPORT_EMAIL } from '../../constants';
import { usePagePath } from '../../lib/use-page-path';
import type { LegalBlock } from './legal-sections';

/** Figures the legal texts name, filled into their messages. */
const LEGAL_VALUES = { email: SUPPORT_EMAIL, maxMessages: REFUND_MAX_MESSAGES_SENT };

function useLinkElements(links: readonly string[]): Record<number, ReactElement> {
  const pagePath = usePagePath();
  return Object.fromEntries(
    links.map((to, i) => [
      i,
      to === 'mail' ? (
        <Anchor key={to} href={`mailto:${SUPPORT_EMAIL}`} fw={600} fz="inherit" dir="ltr" />
      ) : (
        <Anchor key={to} component={Link} to={pagePath(to)} fw={600} fz="inherit" />
      ),
    ]),
  );
}

/** A paragraph of legal copy, its links in the message as `<0>…</0>`. */
function Paragraph({ id, links = [] }: { id: string; links?: readonly string[] }) {
  const components = useLinkElements(links);
  return (
    <Text lh={1.7} c="gray.8">
      <Trans id={id} values={LEGAL_VALUES} components={components} />
    </Text>
  );
}

/** A bulleted list of plain sentences. */
function Bullets({ ids }: { ids: readonly string[] }) {
  const t = useT();
  return (
    <List spacing={6} lh={1.6} c="gray.8">
      {ids.map((id) => (
        <List.Item key={id}>{t(id, LEGAL_VALUES)}</List.Item>
      ))}
    </List>
  );
}

/** One block of a section whose messages start with `prefix` (`legal.terms.eligibility.`). */
export function LegalBlockView({ prefix, block }: { prefix: string; block: LegalBlock }) {
  if ('list' in block) return <Bullets ids={block.list.map((id) => `${prefix}${id}`)} />;
  return <Paragraph id={`${prefix}${block.p}`} links={block.links} />;
}
