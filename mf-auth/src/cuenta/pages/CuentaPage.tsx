import { PageHeader, useAuth } from 'shared-firebase';

/** Account page: for now it shows who is signed in, read through the shell's shared context. */
export default function CuentaPage() {
  const { user } = useAuth();
  return (
    <section>
      <PageHeader title="Cuenta" />
      <dl>
        <dt>Correo electrónico</dt>
        <dd data-testid="cuenta-email">{user?.email}</dd>
      </dl>
    </section>
  );
}
