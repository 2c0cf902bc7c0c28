/**
 * The profile feature's entry points for the app layer and other features. ProfilePage is loaded
 * lazily by the router.
 */
export { FaithQuestionsPrompt } from './components/faith-questions-prompt';
export { ProfileWizardLauncher } from './components/profile-wizard-launcher';
