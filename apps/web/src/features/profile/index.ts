/**
 * The profile feature's entry points for the app layer and other features. ProfilePage is loaded
 * lazily by the router.
 */
export { FaithQuestionsPrompt } from './components/faith-questions-prompt';
// The staff console words a member's partner preferences as the member's own profile does.
export { usePartnerText } from './components/partner/use-partner-text';
export { ProfileWizardLauncher } from './components/profile-wizard-launcher';
export { type PartnerRow, partnerRows } from './lib/partner-text';
