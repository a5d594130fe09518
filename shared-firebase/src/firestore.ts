// shared-firebase/firestore: the page's Firestore (created on first use), the session helper for
// data operations, and exactly the Firestore lite functions the app calls. Only pages that touch
// data load it (docs/rendimiento.md).
export {
  addDoc,
  collection,
  count,
  type DocumentData,
  type DocumentSnapshot,
  deleteDoc,
  deleteField,
  doc,
  type Firestore,
  getAggregate,
  getDoc,
  getDocs,
  limit,
  orderBy,
  type QueryConstraint,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  sum,
  Timestamp,
  type Transaction,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
export { borrarDatosDelUsuario, registroPropio } from './datos-usuario';
export { getDb } from './db';
export { aFecha, type Sesion, sesionActual } from './sesion';
