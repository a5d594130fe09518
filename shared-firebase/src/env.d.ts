// Rsbuild replaces `import.meta.env.PUBLIC_*` at build time in whichever app compiles this
// library; Vitest provides `import.meta.env` at test time.
interface ImportMetaEnv {
  readonly PUBLIC_FIREBASE_API_KEY?: string;
  readonly PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  readonly PUBLIC_FIREBASE_PROJECT_ID?: string;
  readonly PUBLIC_FIREBASE_STORAGE_BUCKET?: string;
  readonly PUBLIC_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly PUBLIC_FIREBASE_APP_ID?: string;
  readonly PUBLIC_FIREBASE_AUTH_EMULATOR_URL?: string;
  readonly PUBLIC_FIRESTORE_EMULATOR_HOST?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
