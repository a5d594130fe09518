import { PageHeader, useAuth } from 'shared-firebase';

/** Placeholder until this remote's issue lands: proves the page mounts through federation and reads
 * the shell's shared auth context. */
export default function RecibosPage() {
  const { user } = useAuth();
  return (
    <section data-remote="mf_recibos">
      <PageHeader title="Recibos" />
      <p>
        Sesión iniciada como <strong>{user?.email}</strong>.
      </p>
    </section>
  );
}
