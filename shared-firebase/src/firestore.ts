// shared-firebase/firestore: the page's Firestore (created on first use), the session helper for
// data operations, and exactly the Firestore lite functions the app calls. Only pages that touch
// data load it (docs/rendimiento.md).
import { getAggregate as agregarLite, getDoc as getDocLite, getDocs as getDocsLite } from 'firebase/firestore/lite';
import { enSuTarea } from './lectura-en-su-tarea';

export {
  addDoc,
  collection,
  collectionGroup,
  count,
  type DocumentData,
  type DocumentSnapshot,
  deleteDoc,
  deleteField,
  doc,
  type Firestore,
  increment,
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

// The reads start each in a task of their own (./lectura-en-su-tarea.ts): a page's reads are
// started together, from React's commit, and each request costs the main thread milliseconds.
export const getAggregate = enSuTarea(agregarLite);
export const getDoc = enSuTarea(getDocLite);
export const getDocs = enSuTarea(getDocsLite);

export { getDb } from './db';
export { aFecha, type Sesion, sesionActual } from './sesion';
