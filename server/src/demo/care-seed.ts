import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { healthServices, providers, users } from '../db/schema';

/** GeoNames places (the default places provider), as GET /api/places returns them. */
const PLACES = {
  montreal: {
    placeId: 'geonames:6077243',
    placeLabel: 'Montréal, Quebec, Canada',
    latitude: 45.50884,
    longitude: -73.58781,
  },
  laval: {
    placeId: 'geonames:6050610',
    placeLabel: 'Laval, Quebec, Canada',
    latitude: 45.56995,
    longitude: -73.692,
  },
  longueuil: {
    placeId: 'geonames:6059891',
    placeLabel: 'Longueuil, Quebec, Canada',
    latitude: 45.53121,
    longitude: -73.51806,
  },
  brossard: {
    placeId: 'geonames:5909629',
    placeLabel: 'Brossard, Quebec, Canada',
    latitude: 45.45008,
    longitude: -73.46583,
  },
  toronto: {
    placeId: 'geonames:6167865',
    placeLabel: 'Toronto, Ontario, Canada',
    latitude: 43.70011,
    longitude: -79.4163,
  },
  northYork: {
    placeId: 'geonames:6091104',
    placeLabel: 'North York, Ontario, Canada',
    latitude: 43.76681,
    longitude: -79.4163,
  },
  mississauga: {
    placeId: 'geonames:6075357',
    placeLabel: 'Mississauga, Ontario, Canada',
    latitude: 43.5789,
    longitude: -79.6583,
  },
} as const;

type DemoProvider = {
  first: string;
  last: string;
  credentials: string;
  specialties: string[];
  languages: string[];
  modalities: string[];
  place: keyof typeof PLACES;
  accepting: boolean;
  bioEn: string | null;
  bioFr: string | null;
};

/** Varied on purpose: every filter of the care center finds someone, and excludes someone. */
const DEMO_PROVIDERS: DemoProvider[] = [
  {
    first: 'Émilie',
    last: 'Roy',
    credentials: 'PhD, psychologist (OPQ)',
    specialties: ['anxiety', 'depression', 'burnout'],
    languages: ['fr', 'en'],
    modalities: ['in_person', 'video'],
    place: 'montreal',
    accepting: true,
    bioEn:
      'I help adults with anxiety and burnout find steadier ground, with practical, evidence-based tools.',
    bioFr:
      'J’aide les adultes aux prises avec l’anxiété et l’épuisement à retrouver leur équilibre, avec des outils concrets et éprouvés.',
  },
  {
    first: 'Karim',
    last: 'Haddad',
    credentials: 'MSW, social worker (OTSTCFQ)',
    specialties: ['family', 'couples', 'stress'],
    languages: ['fr', 'ar', 'en'],
    modalities: ['in_person', 'phone'],
    place: 'laval',
    accepting: true,
    bioEn: null,
    bioFr: 'Travailleur social auprès des familles et des couples depuis quinze ans.',
  },
  {
    first: 'Sophie',
    last: 'Lavoie',
    credentials: 'MA, psychotherapist',
    specialties: ['trauma', 'grief'],
    languages: ['fr'],
    modalities: ['video'],
    place: 'longueuil',
    accepting: false,
    bioEn: null,
    bioFr: 'Psychothérapeute spécialisée en deuil et en trauma, en vidéo partout au Québec.',
  },
  {
    first: 'Daniel',
    last: 'Nguyen',
    credentials: 'MD, psychiatrist (FRCPC)',
    specialties: ['adhd', 'depression', 'sleep'],
    languages: ['en', 'fr', 'vi'],
    modalities: ['in_person', 'video'],
    place: 'brossard',
    accepting: true,
    bioEn: 'Psychiatrist with a focus on adult ADHD and sleep, working with family doctors.',
    bioFr: 'Psychiatrie centrée sur le TDAH de l’adulte et le sommeil, en lien avec les médecins de famille.',
  },
  {
    first: 'Priya',
    last: 'Sharma',
    credentials: 'MSc, registered psychotherapist (CRPO)',
    specialties: ['anxiety', 'perinatal', 'stress'],
    languages: ['en', 'hi', 'pa'],
    modalities: ['video', 'phone'],
    place: 'toronto',
    accepting: true,
    bioEn: 'Perinatal and postpartum mental health; sessions in English, Hindi or Punjabi.',
    bioFr: 'Santé mentale périnatale et post-partum ; séances en anglais, en hindi ou en pendjabi.',
  },
  {
    first: 'Marcus',
    last: 'Bennett',
    credentials: 'PhD, C.Psych.',
    specialties: ['addiction', 'trauma', 'chronic_pain'],
    languages: ['en'],
    modalities: ['in_person'],
    place: 'northYork',
    accepting: false,
    bioEn: 'Clinical psychologist working with addiction, trauma and chronic pain.',
    bioFr: 'Psychologie clinique : dépendances, trauma et douleur chronique.',
  },
  {
    first: 'Ana',
    last: 'Costa',
    credentials: 'MA, registered psychotherapist (CRPO)',
    specialties: ['couples', 'family', 'grief'],
    languages: ['en', 'pt', 'es'],
    modalities: ['in_person', 'video'],
    place: 'mississauga',
    accepting: true,
    bioEn: 'Couples and family therapy, in English, Portuguese or Spanish.',
    bioFr: 'Thérapie de couple et familiale, en anglais, en portugais ou en espagnol.',
  },
  {
    first: 'Julien',
    last: 'Moreau',
    credentials: 'MSc, nutritionist (OPDQ)',
    specialties: ['eating', 'stress'],
    languages: ['fr', 'en'],
    modalities: ['video', 'phone'],
    place: 'montreal',
    accepting: true,
    bioEn: 'Nutritionist for eating concerns, without judgment.',
    bioFr: 'Nutritionniste pour les troubles alimentaires, sans jugement.',
  },
];

/** The demo organization's care providers (each with an account) and health services. */
export async function seedDemoCare(tx: Db, organizationId: number, passwordHash: string): Promise<void> {
  for (const demo of DEMO_PROVIDERS) {
    const email = `${demo.first}.${demo.last}`.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    const [user] = await tx
      .insert(users)
      .values({
        email: `${email}@demo.evenkeel.app`,
        firstName: demo.first,
        lastName: demo.last,
        locale: demo.languages[0] === 'fr' ? 'fr' : 'en',
        passwordHash,
        emailVerifiedAt: sql`now()`,
      })
      .returning();
    if (!user) throw new Error('demo provider not created');
    await tx.insert(providers).values({
      userId: user.id,
      organizationId,
      displayName: `${demo.first} ${demo.last}`,
      credentials: demo.credentials,
      specialties: demo.specialties,
      languages: demo.languages,
      modalities: demo.modalities,
      ...PLACES[demo.place],
      acceptingNewClients: demo.accepting,
      bioEn: demo.bioEn,
      bioFr: demo.bioFr,
      email: `${email}@demo.evenkeel.app`,
      phone: PLACES[demo.place].placeLabel.includes('Quebec') ? '+1 514 555 0134' : '+1 416 555 0187',
    });
  }
  await tx.insert(healthServices).values([
    {
      organizationId,
      nameEn: 'Employee and family assistance program',
      nameFr: 'Programme d’aide aux employés et à la famille',
      descriptionEn: 'Free, confidential short-term counselling for you and your family, any time.',
      descriptionFr:
        'Consultation gratuite, confidentielle et à court terme, pour vous et votre famille, en tout temps.',
      category: 'eap',
      phone: '1-800-555-0199',
      url: 'https://eap.example.org',
      hours: '24/7',
      languages: ['en', 'fr'],
      modalities: ['phone', 'video', 'in_person'],
    },
    {
      organizationId,
      nameEn: 'Psychotherapy sessions',
      nameFr: 'Séances de psychothérapie',
      descriptionEn: 'Up to eight sessions a year with a provider of the care center.',
      descriptionFr: 'Jusqu’à huit séances par année avec un intervenant du centre de soins.',
      category: 'psychotherapy',
      email: 'care@northwind.example.org',
      hours: 'Mon–Fri 8:00–20:00',
      languages: ['en', 'fr'],
      modalities: ['in_person', 'video'],
    },
    {
      organizationId,
      nameEn: 'Physiotherapy clinic',
      nameFr: 'Clinique de physiothérapie',
      descriptionEn: 'On-site physiotherapy for back, neck and repetitive strain.',
      descriptionFr: 'Physiothérapie sur place pour le dos, le cou et les microtraumatismes répétés.',
      category: 'physiotherapy',
      phone: '+1 514 555 0110',
      hours: 'Tue & Thu 9:00–16:00',
      languages: ['fr', 'en'],
      modalities: ['in_person'],
    },
  ]);
}
