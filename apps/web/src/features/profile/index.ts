/** The profile feature's entry points for the app layer. ProfilePage is loaded lazily by the router. */
export type { MemberQueryOptions } from './api/current-member';
export { ProfileWizardLauncher } from './components/profile-wizard-launcher';
