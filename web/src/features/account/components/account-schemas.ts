// Profile and address forms: French messages; limits are those of the shared schemas and of
// the database rules (users/{uid}), so a form that validates is a write the rules accept.
import { z } from 'zod';
import { PERSON_NAME_MAX } from '@fohzshop/shared/constants';
import {
  FRENCH_POSTAL_CODE,
  METROPOLITAN_ONLY_MESSAGE,
  isMetropolitanPostalCode,
} from '@fohzshop/shared/postal-code';

const PHONE = /^\+?[0-9 .-]{6,20}$/;

const required = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Saisissez ${what}.`)
    .max(max, `Ce champ ne doit pas dépasser ${max} caractères.`);
const optional = (max: number) =>
  z.string().trim().max(max, `Ce champ ne doit pas dépasser ${max} caractères.`);
const phone = z
  .string()
  .trim()
  .max(20, 'Le numéro de téléphone ne doit pas dépasser 20 caractères.')
  .refine((value) => value === '' || PHONE.test(value), {
    error: 'Numéro de téléphone invalide (chiffres, espaces, points ou tirets).',
  });

export const ProfileFormSchema = z.object({
  first_name: required('votre prénom', PERSON_NAME_MAX),
  last_name: required('votre nom', PERSON_NAME_MAX),
  phone,
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

export const AddressFormSchema = z.object({
  label: optional(60),
  first_name: required('le prénom du destinataire', PERSON_NAME_MAX),
  last_name: required('le nom du destinataire', PERSON_NAME_MAX),
  company: optional(120),
  line1: required("l'adresse", 200),
  line2: optional(200),
  // The book holds delivery addresses: metropolitan France only, as the rules require.
  postal_code: z
    .string()
    .trim()
    .regex(FRENCH_POSTAL_CODE, { error: 'Le code postal doit comporter 5 chiffres.', abort: true })
    .refine(isMetropolitanPostalCode, { error: METROPOLITAN_ONLY_MESSAGE }),
  city: required('la ville', 100),
  phone,
});
export type AddressForm = z.infer<typeof AddressFormSchema>;

export const EMPTY_ADDRESS: AddressForm = {
  label: '',
  first_name: '',
  last_name: '',
  company: '',
  line1: '',
  line2: '',
  postal_code: '',
  city: '',
  phone: '',
};

export const ReturnFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(10, 'Expliquez en quelques mots le motif du retour (10 caractères minimum).')
    .max(2000, 'Le motif ne doit pas dépasser 2000 caractères.'),
});
export type ReturnForm = z.infer<typeof ReturnFormSchema>;
