/** User-facing texts and fallbacks from spec section 8 (error catalogue) and sections 2 and 5. */
export const MESSAGES = {
  loginFailed: 'Login failed. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  accountDeactivated: 'This account has been deactivated. Please contact support.',
  accountDeleted: 'This account no longer exists.',
  signInRequired: 'Please sign in to continue.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  /** `{wait}` is filled in by the server ('1 second', '8 seconds'). */
  signInSlowDown: 'Too many sign-in attempts for this account. Please wait {wait} and try again.',
  passwordMin: 'Use at least 6 characters.',
  minimumAge: 'You must be at least 18 years old to join.',
  healthConnecting: 'Connecting to backend...',
  healthFailed:
    'Connection Failed: Could not connect to the backend server. Please ensure the server is running and accessible.',
  sendInterestFailed: 'Failed to send interest.',
  notificationsFailed: 'Failed to load notifications.',
  fetchInterestsFailed: 'Failed to fetch interests',
  fetchProfilesFailed: 'Failed to fetch profiles',
  acceptInterestFailed: 'Failed to accept interest',
  declineInterestFailed: 'Failed to decline interest',
  profileUpdated: 'Profile updated successfully!',
  profileCreated: 'Profile created successfully!',
  profileSaveError: 'Error saving profile.',
  photoUploadFailedAlert: 'Failed to upload photo.',
  saved: 'Saved!',
  noChanges: 'No changes to save.',
  saveFailed: 'Failed to save.',
  photoUpdated: 'Profile picture updated!',
  photoUpdateFailed: 'Failed to update photo.',
  privacyUpdated: 'Privacy setting updated.',
  privacyUpdateFailed: 'Failed to update privacy setting.',
  paymentFailedDefault: 'Payment was not completed.',
  paymentSucceeded: 'Payment completed successfully.',
  notFound: 'Not found.',
  badUpload: 'The upload could not be read. Please try again.',
  uploadTooLarge: 'The upload is too large.',
  internal: 'Something went wrong on our side. Please try again.',
  /**
   * The database is restarting or unreachable: a 503 with Retry-After
   * (docs/decisions/0016-holding-under-faults-and-bad-input.md "Database outages and logs").
   */
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  /** GET /api/health and /api/health/ready, for balancers and operators. */
  databaseDown: 'The database is not answering.',
  databaseNotMigrated: 'The database is not migrated to this version yet.',
  shuttingDown: 'This instance is shutting down.',
  /** A page's code could not be fetched (web, app/layout/page-error-boundary.tsx). */
  pageLoadFailedTitle: 'This page could not be loaded',
  pageLoadFailed:
    'Please check your connection and reload the page. If this keeps happening, try again in a few minutes.',
  metricsTokenRequired: 'GET /metrics needs Authorization: Bearer with the METRICS_TOKEN.',
} as const;
