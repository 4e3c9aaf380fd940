/** Every French sentence of the sign-in, sign-up and password screens. */
export const AUTH_TEXT = {
  brand: 'Maisonnée',
  tagline:
    "Des professionnels de confiance chez vous : ménage et repassage, aide aux personnes dépendantes, baby-sitting, garde d'enfants et gouvernante.",
  fields: {
    email: 'E-mail',
    password: 'Mot de passe',
    newPassword: 'Nouveau mot de passe',
    code: 'Code de validation',
  },
  hints: {
    password: '8 caractères au moins.',
    code: 'Les 6 chiffres reçus par e-mail.',
  },
  login: {
    title: 'Connexion',
    submit: 'Se connecter',
    toRegister: 'Créer un compte',
    noAccount: 'Pas encore de compte ?',
    toForgot: 'Mot de passe oublié ?',
    toValidation: 'J’ai reçu un code de validation',
  },
  register: {
    title: 'Créer un compte',
    intro: 'Quelques informations pour préparer vos premières interventions.',
    identity: 'Vous',
    address: 'Votre adresse',
    security: 'Votre mot de passe',
    submit: 'Créer mon compte',
    toLogin: 'J’ai déjà un compte',
    created: 'Compte créé : un code de validation vient de vous être envoyé par e-mail.',
  },
  validation: {
    title: 'Valider mon compte',
    intro: (email: string) =>
      email
        ? `Saisissez le code à 6 chiffres envoyé à ${email}. Il est valable 15 minutes.`
        : 'Saisissez votre e-mail et le code à 6 chiffres reçu. Il est valable 15 minutes.',
    submit: 'Valider',
    resend: 'Renvoyer un code',
    resent:
      'Si un compte attend sa validation à cette adresse, un nouveau code vient d’être envoyé.',
    validated: 'Votre compte est validé : vous pouvez vous connecter.',
    toLogin: 'Retour à la connexion',
  },
  forgot: {
    title: 'Mot de passe oublié',
    introEmail:
      'Indiquez votre e-mail : nous vous envoyons un code pour choisir un nouveau mot de passe.',
    introCode: (email: string) =>
      `Saisissez le code reçu à ${email} et votre nouveau mot de passe.`,
    chooseTitle: 'Choisir mon mot de passe',
    introLink: (email: string) =>
      `Choisissez le mot de passe de votre compte ${email} : le code reçu par e-mail est déjà saisi.`,
    sendCode: 'Recevoir un code',
    submit: 'Changer mon mot de passe',
    changed: 'Votre mot de passe est changé : connectez-vous avec le nouveau.',
    otherEmail: 'Utiliser une autre adresse',
    toLogin: 'Retour à la connexion',
  },
} as const;
