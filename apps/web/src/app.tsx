import { useState, type FormEvent } from 'react';
import { signInUser } from './features/auth/api/sign-in-user.ts';

const TEXT = {
  name: 'Maisonnée',
  tagline:
    "Des professionnels de confiance chez vous : ménage et repassage, aide aux personnes dépendantes, baby-sitting, garde d'enfants et gouvernante.",
  signInHeading: 'Connexion',
  email: 'E-mail',
  password: 'Mot de passe',
  submit: 'Se connecter',
  submitting: 'Connexion en cours…',
  welcome: (name: string) => `Bienvenue, ${name}`,
} as const;

type SignInStatus =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

export function App() {
  const [status, setStatus] = useState<SignInStatus>({ kind: 'idle' });
  const isPending = status.kind === 'pending';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const form = new FormData(event.currentTarget);
    setStatus({ kind: 'pending' });
    const result = await signInUser(String(form.get('email')), String(form.get('password')));
    setStatus(
      result.ok
        ? { kind: 'success', message: TEXT.welcome(result.user.name) }
        : { kind: 'error', message: result.message },
    );
  }

  return (
    <>
      <header className="site-header">
        <h1>{TEXT.name}</h1>
      </header>
      <main className="page">
        <p className="tagline">{TEXT.tagline}</p>

        <section className="card" aria-labelledby="sign-in-heading">
          <h2 id="sign-in-heading">{TEXT.signInHeading}</h2>
          <form onSubmit={handleSubmit}>
            <label htmlFor="email">{TEXT.email}</label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              required
            />

            <label htmlFor="password">{TEXT.password}</label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />

            {/* aria-disabled rather than disabled: a disabled button would drop keyboard focus. */}
            <button type="submit" aria-disabled={isPending}>
              {isPending ? TEXT.submitting : TEXT.submit}
            </button>
          </form>

          {/* Always in the DOM so that screen readers announce each new message. */}
          <p
            id="sign-in-status"
            className={`status status-${status.kind}`}
            role="status"
            aria-live="polite"
          >
            {status.kind === 'success' || status.kind === 'error' ? status.message : ''}
          </p>
        </section>
      </main>
    </>
  );
}
