import { useState } from 'react';
import { PageHeader, useAuth } from 'shared-firebase';
import { BorrarCuenta } from '../components/BorrarCuenta';
import { ContrasenaForm } from '../components/ContrasenaForm';
import { DatosCuenta } from '../components/DatosCuenta';
import { EmailForm } from '../components/EmailForm';
import { MedidasDeLaApp } from '../components/MedidasDeLaApp';
import { NombreForm } from '../components/NombreForm';

/** /cuenta: the signed-in user's account, and one form per thing that can change in it. */
export default function CuentaPage() {
  const { user } = useAuth();
  // Firebase changes the same User object in place; this re-renders after a change.
  const [, setVersion] = useState(0);
  if (!user) return null;
  return (
    <section data-remote="mf_auth">
      <PageHeader titulo="Cuenta" />
      <DatosCuenta user={user} />
      <NombreForm user={user} onCambio={() => setVersion((n) => n + 1)} />
      <EmailForm user={user} />
      <ContrasenaForm user={user} />
      <MedidasDeLaApp />
      <BorrarCuenta user={user} />
    </section>
  );
}
