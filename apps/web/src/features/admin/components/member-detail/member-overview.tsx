import type { Member } from '@mithaq/contracts/profile';
import { useFormat } from '../../../../i18n/format';
import { useT } from '../../../../i18n/use-t';
import { DetailSection } from './detail-section';

/** Who the member is to the console: name, contact, when they joined, their plan and account state. */
export function MemberOverview({ profile: p }: { profile: Member }) {
  const t = useT();
  const format = useFormat();
  const plan = () => {
    if (p.membershipTier !== 'premium') return t('admin.member.planFree');
    return p.premiumUntil
      ? t('admin.member.planPremiumUntil', { date: format.date(p.premiumUntil) })
      : t('admin.member.planPremium');
  };
  return (
    <DetailSection
      title={t('admin.member.overview')}
      rows={[
        { key: 'name', label: t('admin.member.name'), value: p.fullName },
        { key: 'email', label: t('admin.member.email'), value: p.email },
        { key: 'phone', label: t('admin.member.phone'), value: p.phone ? <span dir="ltr">{p.phone}</span> : null },
        { key: 'joined', label: t('admin.member.joined'), value: format.date(p.createdAt) },
        { key: 'plan', label: t('admin.member.plan'), value: plan() },
        { key: 'account', label: t('admin.member.account'), value: t(`admin.accountStatus.${p.accountStatus}`) },
      ]}
    />
  );
}
