/*
 * Form checks mirroring the contract's schemas (packages/contract common.ts), shared by the
 * sign-up, sign-in and profile forms; written without zod so that the sign-in screen stays small.
 * The API checks again and its field messages are shown when it disagrees.
 */
export const FORM_CHECK_TEXT = {
  required: 'Ce champ est obligatoire.',
  email: 'Adresse e-mail invalide.',
  password: 'Le mot de passe doit contenir au moins 8 caractères.',
  passwordTooLong: 'Le mot de passe doit contenir au plus 128 caractères.',
  code: 'Code à 6 chiffres attendu.',
  phone: 'Numéro de téléphone français attendu.',
  codep: 'Code postal à 5 chiffres attendu.',
  civilite: 'Civilité attendue : M. ou Mme.',
  date: 'Date attendue au format JJ/MM/AAAA.',
} as const;

const E = FORM_CHECK_TEXT;

export const required = (value: string) => (value.trim() ? null : E.required);

export const email = (value: string) =>
  !value.trim() ? E.required : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : E.email;

export const newPassword = (value: string) =>
  value.length < 8 ? E.password : value.length > 128 ? E.passwordTooLong : null;

export const code = (value: string) => (/^\d{6}$/.test(value.trim()) ? null : E.code);

const PHONE = /^(\+33\s?|0)[1-9]([\s.-]?\d{2}){4}$/;
export const phone = (value: string) =>
  !value.trim() ? E.required : PHONE.test(value.trim()) ? null : E.phone;
export const optionalPhone = (value: string) =>
  !value.trim() || PHONE.test(value.trim()) ? null : E.phone;

export const codep = (value: string) => (/^\d{5}$/.test(value.trim()) ? null : E.codep);

export const civilite = (value: string) => (value === 'M.' || value === 'Mme' ? null : E.civilite);

export const optionalIsoDate = (value: string) =>
  !value || /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : E.date;
