/** The profile feature's entry points for the app layer. ProfilePage is loaded lazily by the router. */
export { ProfileWizardLauncher } from './components/profile-wizard-launcher';
