// shared-firebase/auth: the page's one Firebase app and Auth, and exactly the Auth functions the
// app calls. Shared through Module Federation as one module, so the shell's build tree-shakes
// firebase/auth down to this list instead of sharing the whole package
// (docs/decisiones/004-compartir-superficies-pequenas.md).
export {
  type Auth,
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  isSignInWithEmailLink,
  type PasswordValidationStatus,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signOut,
  type User,
  updatePassword,
  updateProfile,
  validatePassword,
  verifyBeforeUpdateEmail,
  verifyPasswordResetCode,
} from 'firebase/auth';
export { type FirebaseInit, type FirebaseServices, getFirebase, initFirebase } from './firebase';
export { type FirebaseSessionState, useFirebaseSession } from './sesion-firebase';
