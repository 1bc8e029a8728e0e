import type { TopicKey } from '@evenkeel/common';

/**
 * Demo articles written for Evenkeel (issue 13: "at least 12 articles … each in English and French,
 * across the topics, with sources for any health claim"). Bodies are Markdown without raw HTML or
 * images. Every health claim in a body is backed by an entry of its `sources`.
 */
export interface DemoArticle {
  key: string;
  topics: TopicKey[];
  minutesHint?: never;
  en: { title: string; summary: string; body: string };
  fr: { title: string; summary: string; body: string };
  sources: { title: string; url: string }[];
}

type Source = { title: string; url: string };

/** The closing line of every article: where to go when things feel too heavy. */
const CRISIS_EN =
  'If you are thinking about harming yourself, open **Crisis help** in Evenkeel or call your local emergency number.';
const CRISIS_FR =
  'Si vous pensez à vous faire du mal, ouvrez **Aide en cas de crise** dans Evenkeel ou appelez le numéro d’urgence de votre région.';

const src = {
  whoStress: {
    title: 'World Health Organization: Stress (questions and answers)',
    url: 'https://www.who.int/news-room/questions-and-answers/item/stress',
  },
  whoDoingWhatMatters: {
    title: 'World Health Organization: Doing What Matters in Times of Stress, an illustrated guide (2020)',
    url: 'https://www.who.int/publications/i/item/9789240003927',
  },
  whoAnxiety: {
    title: 'World Health Organization: Anxiety disorders (fact sheet)',
    url: 'https://www.who.int/news-room/fact-sheets/detail/anxiety-disorders',
  },
  whoDepression: {
    title: 'World Health Organization: Depressive disorder (depression) (fact sheet)',
    url: 'https://www.who.int/news-room/fact-sheets/detail/depression',
  },
  whoPhysicalActivity: {
    title: 'World Health Organization: Physical activity (fact sheet)',
    url: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
  },
  whoHealthyDiet: {
    title: 'World Health Organization: Healthy diet (fact sheet)',
    url: 'https://www.who.int/news-room/fact-sheets/detail/healthy-diet',
  },
  whoMentalHealthAtWork: {
    title: 'World Health Organization: Mental health at work (fact sheet)',
    url: 'https://www.who.int/news-room/fact-sheets/detail/mental-health-at-work',
  },
  whoBurnOut: {
    title: 'World Health Organization: Burn-out an "occupational phenomenon" (2019)',
    url: 'https://www.who.int/news/item/28-05-2019-burn-out-an-occupational-phenomenon-international-classification-of-diseases',
  },
  nhsSleep: {
    title: 'NHS Every Mind Matters: Sleep problems',
    url: 'https://www.nhs.uk/every-mind-matters/mental-health-issues/sleep/',
  },
  nhsAnxietyEmm: {
    title: 'NHS Every Mind Matters: Anxiety',
    url: 'https://www.nhs.uk/every-mind-matters/mental-health-issues/anxiety/',
  },
  nhsAnxietyFearPanic: {
    title: 'NHS: Anxiety, fear and panic',
    url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/anxiety-fear-panic/',
  },
  nhsBreathing: {
    title: 'NHS: Breathing exercises for stress',
    url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/',
  },
  nhsLowMood: {
    title: 'NHS: Low mood, sadness and depression',
    url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/low-mood-sadness-depression/',
  },
  nhsFiveSteps: {
    title: 'NHS: 5 steps to mental wellbeing',
    url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/five-steps-to-mental-wellbeing/',
  },
  nhsMindfulness: {
    title: 'NHS: Mindfulness',
    url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/mindfulness/',
  },
  nhsGrief: {
    title: 'NHS: Grief after bereavement or loss',
    url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/grief-bereavement-loss/',
  },
  nimhStress: {
    title: 'National Institute of Mental Health: I’m So Stressed Out! (fact sheet)',
    url: 'https://www.nimh.nih.gov/health/publications/so-stressed-out-fact-sheet',
  },
  nimhEatingDisorders: {
    title: 'National Institute of Mental Health: Eating disorders',
    url: 'https://www.nimh.nih.gov/health/topics/eating-disorders',
  },
  sleepFoundationHygiene: {
    title: 'Sleep Foundation: Sleep hygiene',
    url: 'https://www.sleepfoundation.org/sleep-hygiene',
  },
  mayoInsomniaCbt: {
    title: 'Mayo Clinic: Insomnia treatment, cognitive behavioral therapy instead of sleeping pills',
    url: 'https://www.mayoclinic.org/diseases-conditions/insomnia/in-depth/insomnia-treatment/art-20046677',
  },
  mayoComplicatedGrief: {
    title: 'Mayo Clinic: Complicated grief, symptoms and causes',
    url: 'https://www.mayoclinic.org/diseases-conditions/complicated-grief/symptoms-causes/syc-20360374',
  },
  apaGrief: {
    title: 'American Psychological Association: Grief',
    url: 'https://www.apa.org/topics/grief',
  },
  canadaFoodGuide: {
    title: 'Health Canada: Canada’s food guide',
    url: 'https://food-guide.canada.ca/en/',
  },
  canadianMovementGuidelines: {
    title: 'Canadian Society for Exercise Physiology: Canadian 24-Hour Movement Guidelines',
    url: 'https://csepguidelines.ca/',
  },
  fcac: {
    title: 'Financial Consumer Agency of Canada',
    url: 'https://www.canada.ca/en/financial-consumer-agency.html',
  },
  moneyAndMentalHealth: {
    title: 'Money and Mental Health Policy Institute',
    url: 'https://www.moneyandmentalhealth.org/',
  },
  unicefParenting: {
    title: 'UNICEF Parenting',
    url: 'https://www.unicef.org/parenting',
  },
  watson2015: {
    title:
      'Watson NF et al. Recommended amount of sleep for a healthy adult: a joint consensus statement of the AASM and SRS. J Clin Sleep Med, 2015',
    url: 'https://doi.org/10.5664/jcsm.4758',
  },
  drake2013: {
    title:
      'Drake C et al. Caffeine effects on sleep taken 0, 3, or 6 hours before going to bed. J Clin Sleep Med, 2013',
    url: 'https://doi.org/10.5664/jcsm.3170',
  },
  ebrahim2013: {
    title: 'Ebrahim IO et al. Alcohol and sleep I: effects on normal sleep. Alcohol Clin Exp Res, 2013',
    url: 'https://doi.org/10.1111/acer.12006',
  },
  trauer2015: {
    title:
      'Trauer JM et al. Cognitive behavioral therapy for chronic insomnia: a systematic review and meta-analysis. Ann Intern Med, 2015',
    url: 'https://doi.org/10.7326/M14-2841',
  },
  mcgowan2013: {
    title:
      'McGowan SK, Behar E. A preliminary investigation of stimulus control training for worry: effects on anxiety and insomnia. Behav Modif, 2013',
    url: 'https://doi.org/10.1177/0145445512455661',
  },
  zaccaro2018: {
    title:
      'Zaccaro A et al. How breath-control can change your life: a systematic review on psycho-physiological correlates of slow breathing. Front Hum Neurosci, 2018',
    url: 'https://doi.org/10.3389/fnhum.2018.00353',
  },
  cuijpers2007: {
    title:
      'Cuijpers P, van Straten A, Warmerdam L. Behavioral activation treatments of depression: a meta-analysis. Clin Psychol Rev, 2007',
    url: 'https://doi.org/10.1016/j.cpr.2006.11.001',
  },
  holtLunstad2010: {
    title:
      'Holt-Lunstad J, Smith TB, Layton JB. Social relationships and mortality risk: a meta-analytic review. PLoS Med, 2010',
    url: 'https://doi.org/10.1371/journal.pmed.1000316',
  },
  sonnentag2007: {
    title:
      'Sonnentag S, Fritz C. The Recovery Experience Questionnaire: development and validation of a measure for assessing recuperation and unwinding from work. J Occup Health Psychol, 2007',
    url: 'https://doi.org/10.1037/1076-8998.12.3.204',
  },
  singh2023: {
    title:
      'Singh B et al. Effectiveness of physical activity interventions for improving depression, anxiety and distress: an overview of systematic reviews. Br J Sports Med, 2023',
    url: 'https://doi.org/10.1136/bjsports-2022-106195',
  },
  firth2020: {
    title: 'Firth J et al. Food and mood: how do diet and nutrition affect mental wellbeing? BMJ, 2020',
    url: 'https://doi.org/10.1136/bmj.m2382',
  },
  jacka2017: {
    title:
      'Jacka FN et al. A randomised controlled trial of dietary improvement for adults with major depression (the SMILES trial). BMC Med, 2017',
    url: 'https://doi.org/10.1186/s12916-017-0791-y',
  },
  goyal2014: {
    title:
      'Goyal M et al. Meditation programs for psychological stress and well-being: a systematic review and meta-analysis. JAMA Intern Med, 2014',
    url: 'https://doi.org/10.1001/jamainternmed.2013.13018',
  },
  khoury2015: {
    title:
      'Khoury B et al. Mindfulness-based stress reduction for healthy individuals: a meta-analysis. J Psychosom Res, 2015',
    url: 'https://doi.org/10.1016/j.jpsychores.2015.03.009',
  },
  richardson2013: {
    title:
      'Richardson T, Elliott P, Roberts R. The relationship between personal unsecured debt and mental and physical health: a systematic review and meta-analysis. Clin Psychol Rev, 2013',
    url: 'https://doi.org/10.1016/j.cpr.2013.08.009',
  },
  sanders2014: {
    title:
      'Sanders MR et al. The Triple P-Positive Parenting Program: a systematic review and meta-analysis of a multi-level system of parenting support. Clin Psychol Rev, 2014',
    url: 'https://doi.org/10.1016/j.cpr.2014.04.003',
  },
  stroebe1999: {
    title:
      'Stroebe M, Schut H. The dual process model of coping with bereavement: rationale and description. Death Stud, 1999',
    url: 'https://doi.org/10.1080/074811899201046',
  },
  macbeth2012: {
    title:
      'MacBeth A, Gumley A. Exploring compassion: a meta-analysis of the association between self-compassion and psychopathology. Clin Psychol Rev, 2012',
    url: 'https://doi.org/10.1016/j.cpr.2012.06.003',
  },
} satisfies Record<string, Source>;

export const demoArticles: readonly DemoArticle[] = [
  {
    key: 'sleep-wind-down-routine',
    topics: ['sleep', 'stress'],
    en: {
      title: 'A wind-down routine for steadier sleep',
      summary:
        'Sleep rarely switches on like a light. A short routine, repeated in the last hour of the evening, tells your body and mind that the day is done.',
      body: `## Why a routine helps

Many of us expect to go from a busy evening straight into sleep. Bodies rarely work that way. Sleep comes more easily when the hour before bed gets quieter, dimmer and more predictable. Health services such as the NHS and the Sleep Foundation count a regular, relaxing routine before bed among the basics of good sleep habits.

Adults generally need at least seven hours of sleep a night, according to a joint statement from sleep medicine experts. You don't need a perfect night every night: a routine is about making good nights more likely.

## Build your own wind-down hour

Pick three or four steps you can repeat most nights, in the same order:

- **Set a "lights down" time.** About an hour before bed, dim the lights and, if you can, put your phone on charge out of arm's reach.
- **Close the day on paper.** Write down tomorrow's three most important tasks and anything that is on your mind. Once it is on paper, it is easier to leave until morning.
- **Do something calm and a little boring.** A paper book, gentle stretching, a warm shower or quiet music all work. Choose what relaxes *you*.
- **Go to bed when you feel sleepy**, not just because the clock says so.
- **Keep the same wake-up time.** Getting up at a steady time, even after a poor night, helps set your body clock.

## What to ease off in the evening

- **Caffeine.** In a sleep study, caffeine taken even six hours before bed reduced total sleep time. If sleep is a struggle, try keeping coffee, tea, cola and energy drinks to the morning.
- **Alcohol.** It can make you drowsy at first, but it tends to disturb sleep in the second half of the night.
- **Screens in bed.** Bright, busy screens keep your mind switched on. If you use your phone in the evening, try to stop a little earlier than usual.

## Be patient with yourself

A new routine usually takes a couple of weeks to feel natural. Some nights will still be rough, especially during stressful times. That is normal, not a failure. If poor sleep lasts for weeks or is affecting your days, talk to a doctor: longer-lasting sleep problems are common, and there are effective treatments.

${CRISIS_EN}`,
    },
    fr: {
      title: 'Une routine du soir pour un sommeil plus régulier',
      summary:
        'Le sommeil s’allume rarement comme une lampe. Une courte routine, répétée dans la dernière heure de la soirée, signale à votre corps et à votre esprit que la journée est terminée.',
      body: `## Pourquoi une routine aide

Beaucoup d’entre nous s’attendent à passer d’une soirée chargée directement au sommeil. Le corps fonctionne rarement ainsi. On s’endort plus facilement quand l’heure qui précède le coucher devient plus calme, moins éclairée et plus prévisible. Des services de santé comme le NHS britannique et la Sleep Foundation comptent une routine régulière et apaisante avant le coucher parmi les bases de bonnes habitudes de sommeil.

Selon une déclaration commune d’experts en médecine du sommeil, les adultes ont généralement besoin d’au moins sept heures de sommeil par nuit. Nul besoin d’une nuit parfaite chaque soir : une routine sert à rendre les bonnes nuits plus probables.

## Construisez votre heure de détente

Choisissez trois ou quatre étapes que vous pouvez répéter la plupart des soirs, dans le même ordre :

- **Fixez une heure pour baisser la lumière.** Environ une heure avant le coucher, tamisez l’éclairage et, si possible, mettez votre téléphone à charger hors de portée de main.
- **Fermez la journée sur papier.** Notez les trois tâches les plus importantes de demain et tout ce qui vous trotte dans la tête. Une fois sur papier, il est plus facile de les laisser jusqu’au matin.
- **Faites quelque chose de calme, et même un peu ennuyeux.** Un livre papier, quelques étirements doux, une douche chaude ou une musique tranquille conviennent. Choisissez ce qui *vous* détend.
- **Allez au lit quand vous avez sommeil**, et pas seulement parce que l’horloge l’indique.
- **Gardez la même heure de lever.** Se lever à heure fixe, même après une mauvaise nuit, aide à régler votre horloge interne.

## Ce qu’il vaut mieux réduire le soir

- **La caféine.** Dans une étude sur le sommeil, de la caféine prise même six heures avant le coucher réduisait la durée totale du sommeil. Si vous dormez mal, essayez de réserver le café, le thé, le cola et les boissons énergisantes au matin.
- **L’alcool.** Il peut d’abord donner envie de dormir, mais il a tendance à perturber le sommeil dans la seconde moitié de la nuit.
- **Les écrans au lit.** Les écrans lumineux et animés gardent l’esprit en éveil. Si vous utilisez votre téléphone le soir, essayez de le poser un peu plus tôt que d’habitude.

## Donnez-vous du temps

Une nouvelle routine met en général quelques semaines à devenir naturelle. Certaines nuits resteront difficiles, surtout dans les périodes de stress. C’est normal, ce n’est pas un échec. Si le mauvais sommeil dure plusieurs semaines ou pèse sur vos journées, parlez-en à un médecin : les troubles du sommeil qui durent sont fréquents, et il existe des traitements efficaces.

${CRISIS_FR}`,
    },
    sources: [src.watson2015, src.drake2013, src.ebrahim2013, src.sleepFoundationHygiene, src.nhsSleep],
  },
  {
    key: 'sleep-lying-awake',
    topics: ['sleep', 'anxiety'],
    en: {
      title: "Lying awake? What to do when sleep won't come",
      summary:
        'Tossing and turning can turn your bed into a place of worry. A few ideas from cognitive behavioural therapy for insomnia can help you break the cycle.',
      body: `## The trap of trying harder

When sleep doesn't come, it is natural to try harder: stay in bed longer, check the clock, count how many hours are left before the alarm. Unfortunately, effort and frustration are the opposite of what sleep needs. Over time, the bed itself can become linked with being awake and worried.

Cognitive behavioural therapy for insomnia (CBT-I) is designed to undo that link. A review of studies found that it improves sleep for many people with long-lasting insomnia, and the Mayo Clinic describes it as generally recommended as the first treatment for insomnia. Some of its ideas are simple enough to try on your own.

## Techniques to try

- **Get up if you're wide awake.** If you have been lying awake for what feels like about 20 minutes, get up, go to another dimly lit room and do something quiet until you feel sleepy. Then go back to bed. A rough sense of time is enough; don't watch the clock to measure it.
- **Keep the bed for sleep.** Avoid working, scrolling or planning in bed, so that your brain relearns that bed means sleep.
- **Turn the clock around.** Checking the time feeds the worry about how little sleep you are getting.
- **Keep your wake-up time fixed.** Even after a bad night, getting up at your usual time helps you feel sleepier the next evening. Long lie-ins and long naps can make the next night harder.
- **Give your thoughts somewhere to go.** If your mind races, keep a notebook by the bed. Write the thought down with one next step, and tell yourself you will deal with it tomorrow.

## Go easy on yourself about bad nights

One poor night is unpleasant, but most people cope with the next day better than they fear. Reminding yourself of this takes some of the pressure off, and less pressure makes sleep more likely.

It can also help to notice the thoughts that show up at night, such as "I'll never sleep again" or "Tomorrow will be a disaster". Thoughts at 3 a.m. tend to be darker than the same thoughts at noon. You don't have to argue with them; just notice them and let them pass.

## When to get help

If trouble sleeping goes on for weeks, or it affects your mood, your work or your safety (for example, if you nod off while driving), speak to a doctor. They can check for other causes and tell you where to find CBT-I, which is offered in person, by phone and through online programmes.

${CRISIS_EN}`,
    },
    fr: {
      title: 'Impossible de dormir ? Que faire quand le sommeil ne vient pas',
      summary:
        'À force de se tourner et se retourner, le lit peut devenir un lieu d’inquiétude. Quelques idées tirées de la thérapie cognitivo-comportementale de l’insomnie peuvent vous aider à briser ce cercle.',
      body: `## Le piège de l’effort

Quand le sommeil ne vient pas, il est naturel de faire plus d’efforts : rester plus longtemps au lit, regarder l’heure, compter les heures qui restent avant le réveil. Malheureusement, l’effort et la frustration sont tout le contraire de ce dont le sommeil a besoin. Avec le temps, le lit lui-même peut finir par être associé à l’éveil et à l’inquiétude.

La thérapie cognitivo-comportementale de l’insomnie (TCC-I) vise justement à défaire cette association. Une revue d’études a montré qu’elle améliore le sommeil de nombreuses personnes souffrant d’insomnie de longue durée, et la Mayo Clinic indique qu’elle est généralement recommandée comme premier traitement de l’insomnie. Certaines de ses idées sont assez simples pour être essayées seul.

## Des techniques à essayer

- **Levez-vous si vous êtes bien éveillé.** Si vous êtes allongé sans dormir depuis ce qui vous semble environ 20 minutes, levez-vous, allez dans une autre pièce peu éclairée et faites quelque chose de calme jusqu’à ce que le sommeil revienne. Puis retournez au lit. Une idée approximative du temps suffit : inutile de surveiller l’horloge pour le mesurer.
- **Réservez le lit au sommeil.** Évitez d’y travailler, d’y faire défiler votre téléphone ou d’y planifier, pour que votre cerveau réapprenne que le lit sert à dormir.
- **Tournez le réveil vers le mur.** Regarder l’heure nourrit l’inquiétude de ne pas dormir assez.
- **Gardez une heure de lever fixe.** Même après une mauvaise nuit, vous lever à l’heure habituelle vous aide à avoir sommeil le soir suivant. Les grasses matinées et les longues siestes peuvent rendre la nuit suivante plus difficile.
- **Donnez une place à vos pensées.** Si votre esprit s’emballe, gardez un carnet près du lit. Notez la pensée avec une prochaine étape, et dites-vous que vous vous en occuperez demain.

## De l’indulgence pour les mauvaises nuits

Une mauvaise nuit est désagréable, mais la plupart des gens affrontent le lendemain mieux qu’ils ne le craignaient. Se le rappeler enlève un peu de pression, et moins de pression rend le sommeil plus probable.

Il peut aussi être utile de remarquer les pensées qui surgissent la nuit, comme « Je ne dormirai plus jamais » ou « Demain sera une catastrophe ». À 3 h du matin, les pensées sont souvent plus sombres que les mêmes pensées à midi. Inutile de vous disputer avec elles : remarquez-les et laissez-les passer.

## Quand demander de l’aide

Si vos difficultés de sommeil durent depuis des semaines, ou si elles touchent votre humeur, votre travail ou votre sécurité (par exemple si vous vous assoupissez au volant), parlez-en à un médecin. Il pourra rechercher d’autres causes et vous indiquer où suivre une TCC-I, proposée en personne, par téléphone et sous forme de programmes en ligne.

${CRISIS_FR}`,
    },
    sources: [src.trauer2015, src.mayoInsomniaCbt, src.nhsSleep],
  },
  {
    key: 'stress-early-signs-small-resets',
    topics: ['stress'],
    en: {
      title: 'Spotting stress early, and small ways to reset',
      summary:
        'Stress is a normal response to pressure, but it is easier to handle when you notice it early. Learn your own warning signs and keep a few quick resets ready.',
      body: `## Stress is a signal, not a failing

The World Health Organization describes stress as a state of worry or mental tension caused by a difficult situation, and as a natural human response that everyone experiences to some degree. In short bursts, it can help you focus and act. The trouble starts when it stays switched on for weeks, with little chance to recover.

## Learn your early warning signs

Stress shows up differently for everyone. Common signs include:

- trouble sleeping, or waking up already tired
- headaches, a tight jaw or shoulders, an upset stomach
- feeling irritable, on edge or close to tears
- finding it hard to concentrate or make decisions
- eating, drinking or scrolling more than usual

The US National Institute of Mental Health lists similar signs and notes that stress which goes on for a long time can affect your health. Try noticing which two or three signs tend to show up first for you. Those are your cue to act early, rather than waiting until you feel overwhelmed.

## Quick resets you can do anywhere

- **Breathe slowly.** Breathe in gently through your nose and out through your mouth, letting each out-breath be a little longer than the in-breath. Keep going for three to five minutes. The [NHS breathing exercise](https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/) walks you through it.
- **Move for five minutes.** A brisk walk around the block or up and down the stairs can take the edge off physical tension.
- **Notice and name it.** The WHO's guide to coping with stress suggests noticing your thoughts and feelings and naming them, for example "I'm noticing I feel worried about the deadline". Naming a feeling creates a little distance from it.
- **Shrink the next step.** Pick one small, doable task and finish it. Progress, however small, brings back a sense of control.

## Look at the load, too

Resets help, but they don't change an unreasonable workload or a hard situation. Once you feel a little calmer, ask yourself: what can I drop, delay, hand over or ask for help with? Talking it through with someone you trust often makes the options clearer.

If stress stays high for weeks, gets in the way of daily life, or you find yourself relying on alcohol or other substances to cope, talk to a doctor or a mental health professional.

${CRISIS_EN}`,
    },
    fr: {
      title: 'Repérer le stress tôt, et de petites façons de souffler',
      summary:
        'Le stress est une réaction normale à la pression, mais il se gère mieux quand on le remarque tôt. Apprenez à reconnaître vos propres signaux d’alerte et gardez sous la main quelques façons rapides de souffler.',
      body: `## Le stress est un signal, pas une faiblesse

L’Organisation mondiale de la Santé décrit le stress comme un état d’inquiétude ou de tension mentale provoqué par une situation difficile, et comme une réaction humaine naturelle que chacun ressent à des degrés divers. Par courtes périodes, il peut aider à se concentrer et à agir. Les difficultés commencent quand il reste activé pendant des semaines, sans guère de répit pour récupérer.

## Reconnaissez vos premiers signaux

Le stress se manifeste différemment chez chacun. Parmi les signes fréquents :

- des difficultés à dormir, ou un réveil déjà fatigué
- des maux de tête, une mâchoire ou des épaules crispées, des maux de ventre
- de l’irritabilité, une sensation d’être à cran ou au bord des larmes
- du mal à se concentrer ou à prendre des décisions
- manger, boire ou faire défiler son téléphone plus que d’habitude

L’Institut national de la santé mentale des États-Unis (NIMH) cite des signes semblables et souligne qu’un stress qui dure longtemps peut nuire à la santé. Essayez de repérer les deux ou trois signes qui apparaissent en premier chez vous. Ce sont vos signaux pour agir tôt, plutôt que d’attendre d’être débordé.

## Des façons rapides de souffler, partout

- **Respirez lentement.** Inspirez doucement par le nez et expirez par la bouche, en laissant chaque expiration durer un peu plus longtemps que l’inspiration. Continuez trois à cinq minutes. L’[exercice de respiration du NHS](https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/) (en anglais) vous guide pas à pas.
- **Bougez cinq minutes.** Une marche rapide autour du pâté de maisons ou quelques allers-retours dans l’escalier peuvent atténuer la tension physique.
- **Remarquez-le et nommez-le.** Le guide de l’OMS pour faire face au stress propose de remarquer ses pensées et ses émotions et de les nommer, par exemple « Je remarque que je suis inquiet à propos de l’échéance ». Nommer une émotion permet de prendre un peu de recul.
- **Réduisez la prochaine étape.** Choisissez une petite tâche faisable et terminez-la. Un progrès, même minime, redonne un sentiment de maîtrise.

## Regardez aussi la charge

Ces pauses aident, mais elles ne changent ni une charge de travail déraisonnable ni une situation difficile. Une fois un peu plus calme, demandez-vous : que puis-je abandonner, reporter, confier à quelqu’un d’autre ou pour quoi puis-je demander de l’aide ? En parler avec une personne de confiance rend souvent les options plus claires.

Si le stress reste élevé pendant des semaines, gêne votre quotidien, ou si vous comptez sur l’alcool ou d’autres substances pour tenir le coup, parlez-en à un médecin ou à un professionnel de la santé mentale.

${CRISIS_FR}`,
    },
    sources: [src.whoStress, src.nimhStress, src.nhsBreathing, src.whoDoingWhatMatters],
  },
  {
    key: 'anxiety-worry-time',
    topics: ['anxiety'],
    en: {
      title: 'Giving worry its own time slot',
      summary:
        'When worries follow you all day, scheduling a short "worry time" can help you spend less of your day caught up in them.',
      body: `## When worry takes over the day

Worry is part of being human. It can help us plan and prepare. But sometimes it spreads into every moment: on the bus, at work, in the middle of a conversation, at 2 a.m. Trying to push worries away usually doesn't work; they tend to come straight back.

Worry postponement, or "worry time", is a technique used in cognitive behavioural approaches. Instead of fighting your worries, you arrange to meet them later, at a set time and place. In a small study of people who worried a lot, two weeks of a daily 30-minute worry period reduced worry, anxiety and sleep problems more than a comparison approach did.

## How to try it

1. **Choose a time and a place.** Pick 15 to 30 minutes a day, at the same time, but not just before bed. A chair at the kitchen table works well; avoid your bed.
2. **During the day, notice and postpone.** When a worry pops up, jot down a word or two and tell yourself: "I'll think about this at worry time." Then bring your attention back to what you were doing.
3. **At worry time, open the list.** Go through your notes. Some worries will already feel smaller, or no longer matter. For the others, ask: "Is this something I can do something about?"
4. **Sort the worries.** If you can act, write one small next step and when you'll take it. If you can't, practise letting the worry be there without solving it, for example with a few slow breaths.
5. **Stop when the time is up.** Close the notebook and move on to something that needs your attention, like cooking or a walk.

It feels awkward at first. Most people find that postponing gets easier with practice.

## Be gentle with yourself

Some days, worries will break through no matter what. That's all right. Each time you notice a worry and set it aside, you are practising a skill, and skills grow with repetition, not perfection.

## When anxiety is more than worry

Anxiety disorders are among the most common mental health conditions worldwide, and effective treatments, including talking therapies, exist. Consider speaking to a doctor or a mental health professional if anxiety is there most days, is hard to control, or keeps you from things you need or want to do.

${CRISIS_EN}`,
    },
    fr: {
      title: 'Donner aux inquiétudes leur propre créneau',
      summary:
        'Quand les inquiétudes vous suivent toute la journée, prévoir un court « moment pour s’inquiéter » peut vous aider à passer moins de temps pris dans vos soucis.',
      body: `## Quand l’inquiétude envahit la journée

S’inquiéter fait partie de la vie. L’inquiétude peut nous aider à planifier et à nous préparer. Mais parfois, elle s’infiltre partout : dans le bus, au travail, au milieu d’une conversation, à 2 h du matin. Essayer de chasser ses inquiétudes fonctionne rarement : elles reviennent aussitôt.

Le report des inquiétudes, ou « moment pour s’inquiéter », est une technique utilisée dans les approches cognitivo-comportementales. Au lieu de lutter contre vos inquiétudes, vous leur donnez rendez-vous plus tard, à une heure et dans un lieu fixés. Dans une petite étude menée auprès de personnes très inquiètes, deux semaines d’un moment quotidien de 30 minutes consacré aux inquiétudes ont davantage réduit les inquiétudes, l’anxiété et les troubles du sommeil qu’une approche de comparaison.

## Comment essayer

1. **Choisissez une heure et un lieu.** Prévoyez 15 à 30 minutes par jour, toujours à la même heure, mais pas juste avant le coucher. Une chaise à la table de la cuisine convient bien ; évitez votre lit.
2. **Dans la journée, remarquez et reportez.** Quand une inquiétude surgit, notez un ou deux mots et dites-vous : « J’y penserai pendant mon moment prévu. » Puis ramenez votre attention sur ce que vous faisiez.
3. **Au moment prévu, ouvrez la liste.** Parcourez vos notes. Certaines inquiétudes sembleront déjà plus petites, ou n’auront plus d’importance. Pour les autres, demandez-vous : « Est-ce que je peux agir là-dessus ? »
4. **Triez les inquiétudes.** Si vous pouvez agir, notez une petite prochaine étape et le moment où vous la ferez. Sinon, exercez-vous à laisser l’inquiétude là sans la résoudre, par exemple en respirant lentement quelques fois.
5. **Arrêtez quand le temps est écoulé.** Fermez le carnet et passez à une activité qui demande votre attention, comme cuisiner ou marcher.

Au début, cela semble maladroit. La plupart des gens constatent que reporter devient plus facile avec la pratique.

## De l’indulgence envers vous-même

Certains jours, les inquiétudes passeront malgré tout. Ce n’est pas grave. Chaque fois que vous remarquez une inquiétude et la mettez de côté, vous exercez une compétence, et une compétence progresse par la répétition, pas par la perfection.

## Quand l’anxiété dépasse l’inquiétude

Les troubles anxieux font partie des problèmes de santé mentale les plus répandus dans le monde, et il existe des traitements efficaces, dont les psychothérapies. Pensez à consulter un médecin ou un professionnel de la santé mentale si l’anxiété est présente presque tous les jours, si elle est difficile à maîtriser ou si elle vous empêche de faire ce que vous devez ou voulez faire.

${CRISIS_FR}`,
    },
    sources: [src.mcgowan2013, src.whoAnxiety, src.nhsAnxietyEmm],
  },
  {
    key: 'anxiety-calming-your-body',
    topics: ['anxiety', 'mindfulness'],
    en: {
      title: 'Calming your body when anxiety rises',
      summary:
        'Anxiety is felt in the body as much as in the mind. Slow breathing and simple grounding can help you ride out a wave of it.',
      body: `## What is happening in your body

When you feel threatened, your body gets ready to act: your heart beats faster, your breathing speeds up and your muscles tense. This "fight or flight" response is the body's alarm system, and it is useful in real danger. With anxiety, the alarm can go off when there is no danger in front of you, and the physical feelings can be frightening in themselves.

Knowing that these sensations are the alarm doing its job can take away some of their power. That said, if you have chest pain or symptoms you haven't had before, get medical help to rule out other causes.

## Slow your breathing

Slowing your breathing is one of the most direct ways to calm the alarm. A review of studies found that slow breathing was linked with more relaxation and less anxiety. Try this for three to five minutes:

- Sit or stand with your feet on the ground and let your shoulders drop.
- Breathe in gently through your nose for a count of four.
- Breathe out slowly through your mouth for a count of six.
- If counting makes you tense, forget the numbers and simply let the out-breath be longer.

## Ground yourself in the room

Anxiety pulls your attention toward "what if". Grounding brings it back to here and now. One well-known version is the 5-4-3-2-1 exercise. Notice:

- 5 things you can see
- 4 things you can feel, like your feet in your shoes or the chair under you
- 3 things you can hear
- 2 things you can smell
- 1 thing you can taste

Say them in your head or out loud. The point isn't to make the anxiety vanish, but to give your mind something else to hold on to while the wave passes. Waves of anxiety rise, peak and fall, even when it doesn't feel that way in the moment.

## Practise when you are calm

These skills work best when they are familiar. A few minutes of practice on ordinary days, when you feel fine, makes them much easier to reach for when anxiety rises. Some people set a reminder after lunch or before bed.

## When to seek help

If anxiety or panic comes often, keeps you from going places, or you are worried about your symptoms, talk to a doctor. The NHS notes that talking therapies and other treatments can help with anxiety and panic, and you don't have to wait until things are severe to ask.

${CRISIS_EN}`,
    },
    fr: {
      title: 'Apaiser votre corps quand l’anxiété monte',
      summary:
        'L’anxiété se ressent dans le corps autant que dans la tête. Respirer lentement et vous ancrer dans le moment présent peut vous aider à traverser une vague d’anxiété.',
      body: `## Ce qui se passe dans votre corps

Quand vous vous sentez menacé, votre corps se prépare à agir : le cœur bat plus vite, la respiration s’accélère, les muscles se tendent. Cette réaction de « combat ou fuite » est le système d’alarme du corps, et elle est utile face à un vrai danger. Avec l’anxiété, l’alarme peut se déclencher alors qu’aucun danger n’est présent, et les sensations physiques peuvent elles-mêmes faire peur.

Savoir que ces sensations sont l’alarme qui fait son travail peut leur enlever une partie de leur pouvoir. Cela dit, si vous avez une douleur à la poitrine ou des symptômes que vous n’avez jamais eus, consultez pour écarter d’autres causes.

## Ralentissez votre respiration

Ralentir la respiration est l’un des moyens les plus directs de calmer l’alarme. Une revue d’études a montré qu’une respiration lente était associée à davantage de détente et à moins d’anxiété. Essayez pendant trois à cinq minutes :

- Asseyez-vous ou restez debout, les pieds au sol, et laissez tomber vos épaules.
- Inspirez doucement par le nez en comptant jusqu’à quatre.
- Expirez lentement par la bouche en comptant jusqu’à six.
- Si compter vous crispe, oubliez les chiffres et laissez simplement l’expiration durer plus longtemps.

## Ancrez-vous dans la pièce

L’anxiété tire votre attention vers les « et si… ». L’ancrage la ramène ici et maintenant. L’exercice 5-4-3-2-1 en est une version bien connue. Repérez :

- 5 choses que vous voyez
- 4 choses que vous sentez au toucher, comme vos pieds dans vos chaussures ou la chaise sous vous
- 3 choses que vous entendez
- 2 choses que vous sentez à l’odorat
- 1 chose que vous goûtez

Nommez-les dans votre tête ou à voix haute. Le but n’est pas de faire disparaître l’anxiété, mais de donner à votre esprit autre chose à quoi se raccrocher pendant que la vague passe. Les vagues d’anxiété montent, atteignent un sommet puis redescendent, même si ce n’est pas l’impression qu’on a sur le moment.

## Exercez-vous quand vous êtes calme

Ces techniques fonctionnent mieux quand elles sont familières. Quelques minutes de pratique les jours ordinaires, quand tout va bien, les rendent beaucoup plus accessibles quand l’anxiété monte. Certaines personnes programment un rappel après le repas de midi ou avant le coucher.

## Quand demander de l’aide

Si l’anxiété ou la panique reviennent souvent, vous empêchent d’aller à certains endroits, ou si vos symptômes vous inquiètent, parlez-en à un médecin. Le NHS rappelle que les psychothérapies et d’autres traitements peuvent aider en cas d’anxiété et de panique, et vous n’avez pas à attendre que les choses soient graves pour demander de l’aide.

${CRISIS_FR}`,
    },
    sources: [src.nhsAnxietyFearPanic, src.nhsBreathing, src.zaccaro2018],
  },
  {
    key: 'mood-small-steps',
    topics: ['mood'],
    en: {
      title: 'When your mood is low, start with small actions',
      summary:
        'Low mood drains motivation, and doing less tends to deepen it. Gently adding small, meaningful activities back into your days can help turn things around.',
      body: `## The low-mood cycle

When we feel low, we often stop doing things: seeing friends, hobbies, getting outside, even everyday chores. It makes sense, because everything feels like an effort. But having fewer things that bring pleasure or a sense of achievement can make mood drop further, which makes doing things even harder.

Behavioural activation is an approach that works on this cycle from the "doing" side. Rather than waiting to feel motivated, you plan small activities first, and motivation often follows. A review of studies found behavioural activation to be an effective treatment for depression.

## How to try it

1. **Notice what you have stopped doing.** Make a short list of things you used to enjoy, things that gave you a sense of achievement, and things that matter to you, such as calling your sister or keeping the kitchen tidy.
2. **Make them tiny.** "Go for a run" becomes "put on my shoes and walk to the corner". "Clean the flat" becomes "wash the dishes in the sink".
3. **Put them in your day.** Choose one or two for tomorrow and decide when you'll do them. A plan with a time is more likely to happen than a wish.
4. **Notice how you feel afterwards.** Rate your mood from 0 to 10 before and after. Often there is a small lift, even if you didn't feel like doing it.
5. **Build slowly.** Add a little more as things get easier. Some days you'll do less, and that's okay.

## Other things that help

The NHS suggests that talking about how you feel, staying in touch with people, being active and setting small, achievable goals can all help with low mood. You don't need to do everything at once: pick what feels most possible this week, and let the rest wait.

It also helps to notice the inner voice that says "what's the point" or "I should be able to do more". That voice is often part of low mood itself, not the truth about you.

## Low mood or depression?

Everyone feels down sometimes, and low mood often lifts after a few days or weeks. If you have felt low, or lost interest or pleasure in things, for most of the day, nearly every day, for two weeks or more, it may be depression, and it is worth talking to a doctor. Depression is common, and effective treatments exist.

${CRISIS_EN}`,
    },
    fr: {
      title: 'Quand le moral est bas, commencez par de petites actions',
      summary:
        'Un moral bas vide la motivation, et faire moins a tendance à l’aggraver. Réintroduire doucement de petites activités qui comptent pour vous peut aider à inverser la tendance.',
      body: `## Le cercle du moral bas

Quand le moral est bas, on arrête souvent de faire des choses : voir des amis, ses loisirs, sortir, même les tâches du quotidien. C’est compréhensible, car tout demande un effort. Mais avoir moins d’activités qui procurent du plaisir ou un sentiment d’accomplissement peut faire baisser le moral encore davantage, ce qui rend l’action encore plus difficile.

L’activation comportementale est une approche qui agit sur ce cercle par le côté de l’action. Au lieu d’attendre d’être motivé, vous planifiez d’abord de petites activités, et la motivation suit souvent. Une revue d’études a montré que l’activation comportementale est un traitement efficace de la dépression.

## Comment essayer

1. **Remarquez ce que vous avez cessé de faire.** Faites une courte liste des choses que vous aimiez, de celles qui vous donnaient un sentiment d’accomplissement, et de celles qui comptent pour vous, comme appeler votre sœur ou garder la cuisine rangée.
2. **Rendez-les minuscules.** « Aller courir » devient « mettre mes chaussures et marcher jusqu’au coin de la rue ». « Nettoyer l’appartement » devient « laver la vaisselle qui est dans l’évier ».
3. **Placez-les dans votre journée.** Choisissez-en une ou deux pour demain et décidez quand vous les ferez. Un projet avec une heure a plus de chances de se réaliser qu’un simple souhait.
4. **Remarquez ce que vous ressentez après.** Notez votre humeur de 0 à 10 avant et après. Il y a souvent une petite amélioration, même si vous n’aviez pas envie de le faire.
5. **Progressez lentement.** Ajoutez-en un peu à mesure que les choses deviennent plus faciles. Certains jours, vous en ferez moins, et ce n’est pas grave.

## D’autres choses qui aident

Le NHS indique que parler de ce que l’on ressent, garder le contact avec les autres, être actif et se fixer de petits objectifs atteignables peuvent tous aider quand le moral est bas. Inutile de tout faire d’un coup : choisissez ce qui vous semble le plus faisable cette semaine, et laissez le reste attendre.

Il est aussi utile de remarquer la petite voix qui dit « à quoi bon » ou « je devrais en faire plus ». Cette voix fait souvent partie du moral bas lui-même ; elle ne dit pas la vérité sur vous.

## Moral bas ou dépression ?

Tout le monde a des coups de déprime, et un moral bas s’améliore souvent après quelques jours ou quelques semaines. Si vous vous sentez abattu, ou avez perdu l’intérêt ou le plaisir pour les choses, la plus grande partie de la journée, presque tous les jours, depuis deux semaines ou plus, il peut s’agir d’une dépression, et il vaut la peine d’en parler à un médecin. La dépression est fréquente, et il existe des traitements efficaces.

${CRISIS_FR}`,
    },
    sources: [src.cuijpers2007, src.nhsLowMood, src.whoDepression],
  },
  {
    key: 'relationships-staying-connected',
    topics: ['relationships', 'mood'],
    en: {
      title: 'Staying connected when you feel like pulling away',
      summary:
        'When life gets heavy, it is tempting to retreat. Small, low-pressure ways of reaching out can keep your connections alive until you have more energy.',
      body: `## Why connection matters

People are social creatures. Good relationships give us a sense of belonging, someone to share things with, and practical help when we need it. A large review of 148 studies found that people with stronger social relationships were more likely to live longer than people with weaker ones. The NHS lists connecting with other people as one of its five steps to mental wellbeing.

Yet when we are stressed, tired or low, connection is often the first thing to go. Replying to messages feels like a chore, plans feel like too much, and we tell ourselves we'll get in touch once we feel better.

## Lower the bar

You don't need a big night out to stay connected. Try:

- **Send a two-line message.** "Thinking of you. How's your week going?" is enough.
- **Share something small.** A photo, a song, or a link to something that reminded you of them.
- **Do things side by side.** A walk, errands or cooking together can be easier than sitting face to face.
- **Say yes to short.** A 30-minute coffee counts.
- **Be honest about your energy.** "I'm not up for much, but I'd love to see you for a bit" is a perfectly good invitation.

## Making time together count

When you are together, small things deepen connection: put your phone away, ask a follow-up question, and listen to understand rather than to fix. If you are struggling, you might share a little of it. Many people feel closer when a friend trusts them with something real, and it gives them a chance to support you.

## When a relationship is the source of stress

Not every relationship is good for us. Constant conflict, criticism or control can wear you down. It is okay to set limits, to spend less time with people who hurt you, and to look for support elsewhere. If you feel unsafe with a partner or a family member, you deserve help: contact a local domestic violence service, and in immediate danger, call your emergency number.

## If you feel very alone

Loneliness is painful and more common than many people think. Community groups, volunteering, classes or peer support groups can be ways to meet people who share an interest or an experience. The NHS also suggests that giving to others, even small acts of kindness, can support mental wellbeing. It can take a few tries to find the right place, and that's normal.

${CRISIS_EN}`,
    },
    fr: {
      title: 'Garder le lien quand on a envie de se replier',
      summary:
        'Quand la vie devient lourde, la tentation est grande de se retirer. De petites façons de tendre la main, sans pression, peuvent garder vos liens vivants jusqu’à ce que vous ayez plus d’énergie.',
      body: `## Pourquoi les liens comptent

Nous sommes des êtres sociaux. De bonnes relations nous donnent un sentiment d’appartenance, quelqu’un avec qui partager, et une aide concrète quand nous en avons besoin. Une vaste revue de 148 études a montré que les personnes ayant des relations sociales plus solides avaient plus de chances de vivre plus longtemps que celles dont les liens étaient plus faibles. Le NHS cite le fait de créer des liens avec les autres parmi ses cinq étapes vers le bien-être mental.

Pourtant, quand nous sommes stressés, fatigués ou déprimés, les liens sont souvent les premiers à en souffrir. Répondre aux messages devient une corvée, les projets semblent trop lourds, et nous nous disons que nous reprendrons contact quand nous irons mieux.

## Abaissez la barre

Pas besoin d’une grande soirée pour garder le lien. Essayez :

- **Envoyez un message de deux lignes.** « Je pense à toi. Comment se passe ta semaine ? » suffit.
- **Partagez quelque chose de petit.** Une photo, une chanson, ou un lien vers quelque chose qui vous a fait penser à la personne.
- **Faites des choses côte à côte.** Une promenade, des courses ou cuisiner ensemble peuvent être plus faciles qu’un tête-à-tête.
- **Acceptez le format court.** Un café de 30 minutes, ça compte.
- **Soyez honnête sur votre énergie.** « Je n’ai pas l’énergie pour grand-chose, mais j’aimerais bien te voir un moment » est une invitation tout à fait valable.

## Faire compter les moments passés ensemble

Quand vous êtes ensemble, de petites choses renforcent le lien : rangez votre téléphone, posez une question de relance, et écoutez pour comprendre plutôt que pour régler le problème. Si vous traversez une période difficile, vous pouvez en partager un peu. Beaucoup de gens se sentent plus proches quand un ami leur confie quelque chose de vrai, et cela leur donne l’occasion de vous soutenir.

## Quand une relation est la source du stress

Toutes les relations ne nous font pas du bien. Des conflits, des critiques ou un contrôle constants peuvent vous épuiser. Vous avez le droit de poser des limites, de passer moins de temps avec les personnes qui vous blessent et de chercher du soutien ailleurs. Si vous ne vous sentez pas en sécurité avec un partenaire ou un membre de votre famille, vous méritez de l’aide : contactez un service local d’aide aux victimes de violence conjugale ou familiale et, en cas de danger immédiat, appelez le numéro d’urgence.

## Si la solitude vous pèse

La solitude est douloureuse et plus courante qu’on ne le pense. Les groupes communautaires, le bénévolat, les cours ou les groupes d’entraide peuvent être des moyens de rencontrer des personnes qui partagent un intérêt ou une expérience. Le NHS suggère aussi que donner aux autres, même par de petits gestes de gentillesse, peut soutenir le bien-être mental. Il faut parfois quelques essais pour trouver le bon endroit, et c’est normal.

${CRISIS_FR}`,
    },
    sources: [src.holtLunstad2010, src.nhsFiveSteps],
  },
  {
    key: 'work-switching-off',
    topics: ['work', 'stress'],
    en: {
      title: 'Switching off after work',
      summary:
        'Recovering from work is not a luxury. Drawing a clear line between work time and your own time helps you rest, and rest helps you cope.',
      body: `## Why recovery matters

Work can give us purpose, structure and income, and it can also be a major source of stress. The World Health Organization notes that decent work supports good mental health, while poor working conditions, such as heavy workloads, long hours and little control over your work, put it at risk. The WHO describes burn-out as the result of chronic workplace stress that has not been successfully managed, marked by exhaustion, mental distance from one's job and a sense of being less effective.

Researchers who study recovery from work describe a few experiences that help people recharge: mentally detaching from work, relaxing, taking on something new or absorbing outside work, and having a say over how you spend your free time.

## Draw a line at the end of the day

- **Have a shutdown ritual.** Spend five minutes writing down what you finished, what is still open and your first task for tomorrow. Then close the laptop and tell yourself, even silently, "done for today".
- **Mark the transition.** A short walk, a change of clothes or music on the way home tells your brain that work is over. If you work from home, this matters even more.
- **Silence the notifications.** If your job allows it, remove work email and chat from your phone, or set quiet hours.
- **Plan something that absorbs you.** Cooking, sport, music, a craft or a class: activities that take your full attention make it easier to stop thinking about work.

## If the workload is the problem

No ritual can make an impossible workload manageable. If you are regularly working late, skipping breaks or dreading every morning, it may be time to talk with your manager about priorities, or with human resources or an employee assistance programme if your workplace has one. Writing down what you are working on, and how long each task takes, can make that conversation more concrete.

## Look after yourself in the meantime

Keep the basics going where you can: meals, movement, sleep, and people who are good for you. If you notice ongoing exhaustion, growing cynicism about your work, or your mood sinking for weeks, talk to a doctor or a mental health professional. Asking for help early is a sign of good judgement, not weakness.

${CRISIS_EN}`,
    },
    fr: {
      title: 'Décrocher après le travail',
      summary:
        'Récupérer du travail n’est pas un luxe. Tracer une limite nette entre le temps de travail et votre temps à vous vous aide à vous reposer, et le repos vous aide à tenir.',
      body: `## Pourquoi récupérer compte

Le travail peut donner un sens, une structure et un revenu, mais il peut aussi être une source importante de stress. L’Organisation mondiale de la Santé souligne qu’un travail décent favorise une bonne santé mentale, tandis que de mauvaises conditions de travail, comme une charge excessive, de longues heures et peu de maîtrise sur son travail, la mettent en danger. L’OMS décrit l’épuisement professionnel (burn-out) comme le résultat d’un stress chronique au travail qui n’a pas été géré avec succès, marqué par l’épuisement, une distance mentale vis-à-vis de son travail et le sentiment d’être moins efficace.

Les chercheurs qui étudient la récupération après le travail décrivent quelques expériences qui aident à recharger ses batteries : se détacher mentalement du travail, se détendre, se lancer dans quelque chose de nouveau ou de prenant en dehors du travail, et avoir son mot à dire sur l’emploi de son temps libre.

## Tracez une limite en fin de journée

- **Adoptez un rituel de fin de journée.** Prenez cinq minutes pour noter ce que vous avez terminé, ce qui reste en cours et votre première tâche de demain. Puis fermez l’ordinateur et dites-vous, même en silence : « Fini pour aujourd’hui. »
- **Marquez la transition.** Une courte marche, changer de vêtements ou de la musique sur le trajet du retour signalent à votre cerveau que le travail est terminé. Si vous travaillez de chez vous, c’est encore plus important.
- **Coupez les notifications.** Si votre emploi le permet, retirez la messagerie professionnelle de votre téléphone, ou définissez des heures de tranquillité.
- **Prévoyez une activité qui vous absorbe.** Cuisine, sport, musique, bricolage ou un cours : les activités qui demandent toute votre attention aident à cesser de penser au travail.

## Si la charge de travail est le problème

Aucun rituel ne peut rendre gérable une charge de travail impossible. Si vous travaillez régulièrement tard, sautez vos pauses ou redoutez chaque matin, il est peut-être temps de parler des priorités avec votre supérieur, ou avec les ressources humaines ou un programme d’aide aux employés si votre milieu de travail en a un. Noter ce sur quoi vous travaillez, et le temps que prend chaque tâche, peut rendre cette conversation plus concrète.

## Prenez soin de vous en attendant

Maintenez l’essentiel autant que possible : les repas, le mouvement, le sommeil et les personnes qui vous font du bien. Si vous remarquez un épuisement qui dure, un cynisme grandissant envers votre travail ou un moral qui baisse depuis des semaines, parlez-en à un médecin ou à un professionnel de la santé mentale. Demander de l’aide tôt est une marque de bon sens, pas de faiblesse.

${CRISIS_FR}`,
    },
    sources: [src.whoMentalHealthAtWork, src.whoBurnOut, src.sonnentag2007],
  },
  {
    key: 'physical-activity-moving-for-mood',
    topics: ['physical_activity', 'mood'],
    en: {
      title: 'Moving for your mood, no gym required',
      summary:
        'Physical activity is good for the mind as well as the body, and every bit counts. Here is how to start from where you are.',
      body: `## Good for body and mind

Physical activity helps your heart, muscles and bones, and it helps your mental health too. The World Health Organization notes that regular physical activity can reduce symptoms of depression and anxiety. A large overview of reviews published in 2023 found that physical activity reduced symptoms of depression, anxiety and psychological distress in adults.

The WHO recommends that adults get at least 150 to 300 minutes of moderate activity a week, such as brisk walking, or 75 to 150 minutes of vigorous activity, plus muscle-strengthening activities on two or more days. If that sounds like a lot, here is the good news: the WHO also says that some physical activity is better than none. Canada's movement guidelines add that sitting less and moving more through the day also matters.

## Start from where you are

- **Pick something you don't dread.** Walking, dancing in the kitchen, cycling, swimming, gardening, playing with children: the best activity is the one you will actually do.
- **Start small.** Ten minutes of brisk walking is a real start. Add a few minutes each week.
- **Attach it to something you already do.** Walk after lunch, take the stairs, or get off the bus one stop early.
- **Do it with someone.** Plans with a friend are harder to skip, and you get company too.
- **Include some strength.** Carrying shopping, climbing stairs, push-ups against a wall or squats to a chair all count.

## When motivation is low

On low days, aim for "something" rather than "a workout". Put on your shoes and step outside for five minutes. If you feel like carrying on, great; if not, you have still done something. Notice how you feel afterwards. Many people feel a little better, and remembering that feeling makes the next time easier.

## Stay safe

If you have a health condition, are pregnant, or haven't been active for a long time and have concerns, check with a doctor or another health professional before starting anything strenuous. Stop and get medical help if you feel chest pain, severe breathlessness or dizziness.

Activity can support your mood, but it doesn't replace other help. If you have felt low for weeks, talk to a doctor as well.

${CRISIS_EN}`,
    },
    fr: {
      title: 'Bouger pour le moral, sans salle de sport',
      summary:
        'L’activité physique fait du bien à l’esprit autant qu’au corps, et chaque mouvement compte. Voici comment commencer là où vous en êtes.',
      body: `## Bon pour le corps et pour l’esprit

L’activité physique profite au cœur, aux muscles et aux os, et elle aide aussi la santé mentale. L’Organisation mondiale de la Santé souligne qu’une activité physique régulière peut atténuer les symptômes de dépression et d’anxiété. Une vaste synthèse de revues publiée en 2023 a montré que l’activité physique réduisait les symptômes de dépression, d’anxiété et de détresse psychologique chez les adultes.

L’OMS recommande aux adultes de pratiquer au moins 150 à 300 minutes d’activité modérée par semaine, comme la marche rapide, ou 75 à 150 minutes d’activité soutenue, ainsi que des activités de renforcement musculaire au moins deux jours par semaine. Si cela vous paraît beaucoup, voici la bonne nouvelle : l’OMS précise aussi qu’un peu d’activité physique vaut mieux que rien. Les directives canadiennes en matière de mouvement ajoutent qu’il importe aussi de moins rester assis et de bouger davantage au fil de la journée.

## Commencez là où vous en êtes

- **Choisissez une activité qui ne vous rebute pas.** Marcher, danser dans la cuisine, faire du vélo, nager, jardiner, jouer avec des enfants : la meilleure activité est celle que vous ferez vraiment.
- **Commencez petit.** Dix minutes de marche rapide, c’est un vrai début. Ajoutez quelques minutes chaque semaine.
- **Associez-la à une habitude existante.** Marchez après le repas de midi, prenez l’escalier, ou descendez du bus un arrêt plus tôt.
- **Faites-le avec quelqu’un.** Un rendez-vous avec un ami est plus difficile à annuler, et vous profitez aussi de sa compagnie.
- **Ajoutez un peu de renforcement.** Porter les courses, monter les escaliers, faire des pompes contre un mur ou vous lever d’une chaise puis vous y rasseoir plusieurs fois, tout cela compte.

## Quand la motivation manque

Les jours difficiles, visez « quelque chose » plutôt qu’« une séance ». Mettez vos chaussures et sortez cinq minutes. Si vous avez envie de continuer, tant mieux ; sinon, vous avez quand même fait quelque chose. Remarquez ce que vous ressentez ensuite. Beaucoup de gens se sentent un peu mieux, et se souvenir de cette sensation facilite la fois suivante.

## En toute sécurité

Si vous avez un problème de santé, êtes enceinte, ou n’avez pas été actif depuis longtemps et avez des inquiétudes, consultez un médecin ou un autre professionnel de la santé avant de commencer une activité intense. Arrêtez-vous et demandez une aide médicale si vous ressentez une douleur à la poitrine, un essoufflement important ou des étourdissements.

L’activité peut soutenir votre moral, mais elle ne remplace pas d’autres formes d’aide. Si votre moral est bas depuis des semaines, parlez-en aussi à un médecin.

${CRISIS_FR}`,
    },
    sources: [src.whoPhysicalActivity, src.singh2023, src.canadianMovementGuidelines],
  },
  {
    key: 'nutrition-food-and-mood',
    topics: ['nutrition', 'mood'],
    en: {
      title: 'Food and mood: steady, not perfect',
      summary:
        "What and when you eat can affect your energy and how you feel. You don't need a perfect diet: regular meals and a few simple changes are a good place to start.",
      body: `## What we know so far

Research on diet and mental health is still developing, but some patterns are fairly consistent. A review in the BMJ found that healthy eating patterns, rich in vegetables, fruit, whole grains, legumes and fish, are associated with better mental health than diets high in processed foods and sugar. In one trial, adults with depression who received support from a dietitian to improve their diet, alongside their usual care, improved more than those who received social support instead.

Food is not a cure for depression, and no single "superfood" will fix your mood. But eating regularly and reasonably well supports your energy and overall health, and that helps you cope with everything else.

## Simple places to start

- **Eat at fairly regular times.** Many people find that long gaps without food leave them tired and irritable. A simple breakfast counts.
- **Fill half your plate with vegetables and fruit.** This is at the heart of Canada's food guide. Frozen and canned options without added sugar or salt are just as useful, and often cheaper.
- **Choose whole grains more often.** Oats, brown rice, whole wheat bread and pasta are good options.
- **Add protein foods.** Beans, lentils, tofu, eggs, fish, nuts, dairy or meat. Canada's food guide suggests choosing plant-based protein foods more often.
- **Make water your usual drink.** Keep a glass or bottle within reach.
- **Go easy on sugary drinks and sweets.** The WHO recommends keeping free sugars to less than 10% of your daily energy intake.

## When eating feels hard

Stress, low mood and tight budgets all affect how we eat. Some people lose their appetite; others eat more than usual. Both are common. Aim for "good enough": a sandwich with some vegetables, a bowl of oats with fruit, beans on toast. Cooking a big batch on a good day can make harder days easier.

If your relationship with food is causing you distress, for example if you feel out of control around food, are cutting back a lot, or are very worried about your weight or shape, please talk to a doctor. Eating disorders are serious but treatable, and recovery is possible with the right help.

${CRISIS_EN}`,
    },
    fr: {
      title: 'Alimentation et humeur : régulier plutôt que parfait',
      summary:
        'Ce que vous mangez, et quand, peut influer sur votre énergie et votre humeur. Pas besoin d’une alimentation parfaite : des repas réguliers et quelques changements simples sont un bon point de départ.',
      body: `## Ce que l’on sait à ce jour

La recherche sur l’alimentation et la santé mentale est encore en développement, mais certaines tendances sont assez constantes. Une revue parue dans le BMJ a montré que les habitudes alimentaires saines, riches en légumes, fruits, céréales complètes, légumineuses et poisson, sont associées à une meilleure santé mentale que les alimentations riches en aliments transformés et en sucre. Dans un essai, des adultes atteints de dépression qui ont été accompagnés par un diététiste pour améliorer leur alimentation, en plus de leurs soins habituels, se sont davantage améliorés que ceux qui ont reçu un soutien social à la place.

L’alimentation ne guérit pas la dépression, et aucun « superaliment » ne réglera votre humeur à lui seul. Mais manger régulièrement et raisonnablement bien soutient votre énergie et votre santé globale, ce qui vous aide à faire face au reste.

## Des points de départ simples

- **Mangez à des heures assez régulières.** Beaucoup de gens constatent que de longues périodes sans manger les rendent fatigués et irritables. Un petit-déjeuner simple, ça compte.
- **Remplissez la moitié de votre assiette de légumes et de fruits.** C’est au cœur du Guide alimentaire canadien. Les options surgelées ou en conserve, sans sucre ni sel ajoutés, sont tout aussi utiles, et souvent moins chères.
- **Choisissez plus souvent des céréales complètes.** Flocons d’avoine, riz brun, pain et pâtes de blé entier sont de bonnes options.
- **Ajoutez des aliments protéinés.** Haricots, lentilles, tofu, œufs, poisson, noix, produits laitiers ou viande. Le Guide alimentaire canadien suggère de choisir plus souvent des aliments protéinés d’origine végétale.
- **Faites de l’eau votre boisson habituelle.** Gardez un verre ou une bouteille à portée de main.
- **Modérez les boissons sucrées et les sucreries.** L’OMS recommande de limiter les sucres libres à moins de 10 % de l’apport énergétique quotidien.

## Quand manger devient difficile

Le stress, un moral bas et un budget serré influent tous sur notre façon de manger. Certaines personnes perdent l’appétit ; d’autres mangent plus que d’habitude. Les deux sont fréquents. Visez le « suffisamment bien » : un sandwich avec quelques légumes, un bol de flocons d’avoine avec un fruit, des haricots sur une tartine. Cuisiner en grande quantité un bon jour peut faciliter les jours plus difficiles.

Si votre rapport à la nourriture vous cause de la détresse, par exemple si vous vous sentez hors de contrôle face à la nourriture, si vous vous restreignez beaucoup ou si votre poids ou votre silhouette vous inquiètent énormément, parlez-en à un médecin. Les troubles alimentaires sont sérieux mais se soignent, et le rétablissement est possible avec une aide adaptée.

${CRISIS_FR}`,
    },
    sources: [src.firth2020, src.jacka2017, src.canadaFoodGuide, src.whoHealthyDiet, src.nimhEatingDisorders],
  },
  {
    key: 'mindfulness-five-minutes-a-day',
    topics: ['mindfulness', 'stress'],
    en: {
      title: 'Mindfulness in five minutes a day',
      summary:
        'Mindfulness means paying attention to the present moment, on purpose and without judging it. You can start with just a few minutes a day.',
      body: `## What mindfulness is, and isn't

Mindfulness is about noticing what is happening right now, such as your breath, your body, sounds, thoughts and feelings, with curiosity rather than criticism. It is not about emptying your mind or feeling calm all the time. Minds wander. Noticing that yours has wandered and gently coming back is the practice itself.

## What the research says

A meta-analysis of mindfulness-based stress reduction programmes in healthy adults found that they reduced stress, anxiety and depression and improved quality of life. A separate review of meditation programmes found moderate evidence that they eased anxiety and depression. The NHS also describes mindfulness as a way to support mental wellbeing. It is not a fix for everything, and its benefits tend to build with regular practice.

## A five-minute practice

1. Sit comfortably with your feet on the floor. Close your eyes, or rest your gaze on one spot.
2. Notice your breath where you feel it most: your nose, your chest or your belly. Don't change it; just feel it.
3. When your mind wanders, and it will, notice where it went ("planning", "worrying") and gently bring your attention back to the breath.
4. After a few minutes, widen your attention to your whole body and to the sounds around you.
5. Before you get up, take a moment to notice how you feel.

## Mindfulness in everyday moments

You can also practise during things you already do:

- Feel the water and the soap while you wash your hands or the dishes.
- Taste the first three bites of a meal properly, before picking up your phone.
- On a walk, look for five things you haven't noticed before.
- While waiting for the kettle, feel your feet on the floor and take three slow breaths.

A few minutes most days tends to help more than a long session once in a while. Some people like a guided recording at first; others prefer silence. Both are fine.

## A note of care

Mindfulness is gentle for most people, but if it ever brings up memories or feelings that are hard to handle, it's fine to stop, open your eyes and focus on something outside you. A trained teacher or a therapist can help you practise in a way that feels safe.

${CRISIS_EN}`,
    },
    fr: {
      title: 'La pleine conscience en cinq minutes par jour',
      summary:
        'La pleine conscience consiste à porter attention au moment présent, volontairement et sans le juger. Vous pouvez commencer par quelques minutes par jour.',
      body: `## Ce qu’est la pleine conscience, et ce qu’elle n’est pas

La pleine conscience consiste à remarquer ce qui se passe maintenant, comme votre respiration, votre corps, les sons, vos pensées et vos émotions, avec curiosité plutôt qu’avec sévérité. Il ne s’agit pas de faire le vide dans votre tête ni d’être calme en permanence. L’esprit vagabonde. Remarquer qu’il s’est égaré et revenir doucement, c’est précisément la pratique.

## Ce que dit la recherche

Une méta-analyse des programmes de réduction du stress basée sur la pleine conscience chez des adultes en bonne santé a montré qu’ils réduisaient le stress, l’anxiété et la dépression et amélioraient la qualité de vie. Une autre revue des programmes de méditation a trouvé des données d’un niveau modéré montrant qu’ils atténuaient l’anxiété et la dépression. Le NHS présente lui aussi la pleine conscience comme un moyen de soutenir le bien-être mental. Ce n’est pas une solution à tout, et ses bienfaits ont tendance à se construire avec une pratique régulière.

## Une pratique de cinq minutes

1. Asseyez-vous confortablement, les pieds au sol. Fermez les yeux, ou posez le regard sur un point.
2. Remarquez votre respiration là où vous la sentez le mieux : le nez, la poitrine ou le ventre. Ne la modifiez pas ; sentez-la simplement.
3. Quand votre esprit vagabonde, et il le fera, remarquez où il est allé (« je planifie », « je m’inquiète ») et ramenez doucement votre attention sur la respiration.
4. Après quelques minutes, élargissez votre attention à tout votre corps et aux sons qui vous entourent.
5. Avant de vous lever, prenez un instant pour remarquer comment vous vous sentez.

## La pleine conscience au quotidien

Vous pouvez aussi pratiquer pendant des activités que vous faites déjà :

- Sentez l’eau et le savon quand vous vous lavez les mains ou faites la vaisselle.
- Goûtez vraiment les trois premières bouchées d’un repas, avant de prendre votre téléphone.
- En marchant, cherchez cinq choses que vous n’aviez jamais remarquées.
- En attendant que l’eau bouille, sentez vos pieds sur le sol et respirez lentement trois fois.

Quelques minutes presque tous les jours aident en général davantage qu’une longue séance de temps en temps. Certaines personnes aiment commencer avec un enregistrement guidé ; d’autres préfèrent le silence. Les deux conviennent.

## Une mise en garde bienveillante

La pleine conscience est douce pour la plupart des gens, mais si elle fait remonter des souvenirs ou des émotions difficiles à gérer, vous pouvez tout à fait arrêter, ouvrir les yeux et porter votre attention sur quelque chose à l’extérieur de vous. Un enseignant formé ou un thérapeute peut vous aider à pratiquer d’une façon qui vous paraît sûre.

${CRISIS_FR}`,
    },
    sources: [src.khoury2015, src.goyal2014, src.nhsMindfulness],
  },
  {
    key: 'money-worries-first-steps',
    topics: ['money', 'stress'],
    en: {
      title: 'When money worries keep you up at night',
      summary:
        'Money problems and mental health are closely linked. Facing the numbers in small steps, and asking for help early, can ease some of the weight.',
      body: `## You are not alone

Money worries are one of the most common sources of stress. Research shows a strong link between debt and mental health: a review of 65 studies found that people in debt were more likely to have mental health problems, including depression. The link works both ways. The Money and Mental Health Policy Institute, a research charity, describes how mental health problems can make managing money harder, and money problems can make mental health worse.

None of this means you have failed. Rising costs, job loss, illness and separation can happen to anyone.

## Facing the numbers, gently

Avoiding bills is a very human response, but worry often grows when things stay unopened. Try breaking it into small steps:

- **Pick a calm time.** Set aside 30 minutes when you are not tired or rushed. Have a drink and something to write with.
- **Open one envelope or one app at a time.** You don't need to sort everything out today.
- **List what comes in and what goes out.** Start with rough numbers; you can refine them later.
- **Put priority bills first.** Housing, energy and anything where falling behind has serious consequences come before other debts.
- **Write down one next step.** For example: "Call the energy company on Tuesday to ask about a payment plan."

## Ask for help early

- **Contact the people you owe.** Many lenders and utility companies have options for customers in difficulty, but often only if you ask.
- **Find free, non-profit advice.** In Canada, the Financial Consumer Agency of Canada offers budgeting tools and explains how to find credit counselling. In other countries, look for free debt advice services. Be wary of companies that charge high fees or promise to make debt disappear.
- **Check what you are entitled to.** Benefits, tax credits and local support programmes often go unclaimed.

## Look after yourself too

Money stress affects sleep, mood and relationships. Talking to someone you trust can lighten the load, and your doctor can help if worry or low mood is taking over. Keep up the small things that cost little or nothing, like a walk, a call with a friend or a regular bedtime. If you ever feel that things are hopeless, please reach out for help straight away.

${CRISIS_EN}`,
    },
    fr: {
      title: 'Quand les soucis d’argent vous empêchent de dormir',
      summary:
        'Les difficultés financières et la santé mentale sont étroitement liées. Regarder les chiffres par petites étapes et demander de l’aide tôt peut alléger une partie du poids.',
      body: `## Vous n’êtes pas la seule personne dans ce cas

Les soucis d’argent comptent parmi les sources de stress les plus répandues. La recherche montre un lien fort entre l’endettement et la santé mentale : une revue de 65 études a montré que les personnes endettées avaient plus de risques d’avoir des problèmes de santé mentale, notamment une dépression. Le lien va dans les deux sens. Le Money and Mental Health Policy Institute, un organisme de recherche britannique, décrit comment les problèmes de santé mentale peuvent rendre la gestion de l’argent plus difficile, et comment les problèmes d’argent peuvent aggraver la santé mentale.

Rien de tout cela ne signifie que vous avez échoué. La hausse du coût de la vie, une perte d’emploi, une maladie ou une séparation peuvent arriver à n’importe qui.

## Regarder les chiffres, en douceur

Éviter les factures est une réaction très humaine, mais l’inquiétude grandit souvent quand les enveloppes restent fermées. Essayez de procéder par petites étapes :

- **Choisissez un moment calme.** Réservez 30 minutes où vous n’êtes ni fatigué ni pressé. Prenez une boisson et de quoi écrire.
- **Ouvrez une enveloppe ou une application à la fois.** Inutile de tout régler aujourd’hui.
- **Notez ce qui entre et ce qui sort.** Commencez avec des chiffres approximatifs ; vous pourrez les préciser plus tard.
- **Placez les factures prioritaires en premier.** Le logement, l’énergie et tout ce dont le retard de paiement a de lourdes conséquences passent avant les autres dettes.
- **Notez une prochaine étape.** Par exemple : « Appeler le fournisseur d’énergie mardi pour demander un plan de paiement. »

## Demandez de l’aide tôt

- **Contactez vos créanciers.** Beaucoup de prêteurs et de fournisseurs de services publics proposent des solutions aux clients en difficulté, mais souvent seulement si on le leur demande.
- **Trouvez des conseils gratuits et sans but lucratif.** Au Canada, l’Agence de la consommation en matière financière du Canada propose des outils budgétaires et explique comment trouver un service de conseil en crédit. Ailleurs, cherchez des services gratuits de conseil en matière de dettes. Méfiez-vous des entreprises qui demandent des frais élevés ou promettent de faire disparaître vos dettes.
- **Vérifiez ce à quoi vous avez droit.** Prestations, crédits d’impôt et programmes d’aide locaux restent souvent non réclamés.

## Prenez aussi soin de vous

Le stress financier touche le sommeil, l’humeur et les relations. En parler à une personne de confiance peut alléger le fardeau, et votre médecin peut vous aider si l’inquiétude ou le moral bas prennent le dessus. Gardez les petites habitudes qui coûtent peu ou rien, comme une promenade, un appel à un ami ou une heure de coucher régulière. S’il vous arrive de sentir que tout est sans issue, demandez de l’aide sans attendre.

${CRISIS_FR}`,
    },
    sources: [src.richardson2013, src.moneyAndMentalHealth, src.fcac],
  },
  {
    key: 'parenting-running-on-empty',
    topics: ['parenting', 'stress'],
    en: {
      title: "Parenting when you're running on empty",
      summary:
        "Caring for children while stressed, tired or low is hard. You don't need to be a perfect parent: small moments of warmth, and a little care for yourself, go a long way.",
      body: `## Good enough is enough

Parenting is demanding at the best of times. Add money worries, long working hours, illness or a difficult season, and it can feel overwhelming. Many parents feel guilty about losing their temper or not doing enough. Please hear this: children don't need perfect parents. They do well with warmth, predictable routines, and adults who repair things after a hard moment.

## Small moments of connection

- **Give ten minutes of full attention.** Let your child choose a game or an activity, put your phone away, and follow their lead. UNICEF's parenting advice stresses the power of simple, playful, loving moments together.
- **Notice the good.** Say exactly what your child did well: "You put your shoes away without being asked. Thank you." Specific, warm praise is one of the core tools of positive parenting programmes.
- **Keep routines simple.** Predictable mealtimes, bedtimes and goodbyes help children feel secure, and can mean fewer daily battles.

## When things go wrong

Everyone shouts sometimes. What matters is what happens next. When you are calm, go back and repair: "I'm sorry I yelled. I was stressed, and it wasn't your fault. Let's try again." This shows your child how to handle mistakes, which is a valuable lesson in itself.

If you feel your anger rising, it's okay to pause. Make sure your child is safe, step away for a minute, take a few slow breaths, and come back when you feel steadier.

## Refill your own tank

Looking after yourself is part of looking after your children, not a distraction from it. Small things count: a short walk, a phone call with a friend, going to bed earlier, or asking someone to take over for an hour.

Parenting programmes, often free through community or family services, can give you practical tools, and the reassurance that other parents struggle too. A large review of one widely used programme, Triple P, found improvements in children's behaviour and emotional well-being, in parenting practices, and in parents' own well-being.

## When to get more help

If you feel low or anxious most days, can't enjoy your children, or worry that you might hurt yourself or them, please talk to a doctor, a nurse or a family service right away. Asking for help is a sign of strength and care, not failure.

${CRISIS_EN}`,
    },
    fr: {
      title: 'Être parent quand on est à bout',
      summary:
        'S’occuper d’enfants quand on est stressé, fatigué ou déprimé, c’est difficile. Nul besoin d’être un parent parfait : de petits moments de chaleur, et un peu de soin pour vous-même, font beaucoup.',
      body: `## Suffisamment bien, c’est suffisant

Être parent est exigeant même dans les meilleures conditions. Ajoutez des soucis d’argent, de longues heures de travail, une maladie ou une période difficile, et cela peut devenir écrasant. Beaucoup de parents se sentent coupables de s’être emportés ou de ne pas en faire assez. Entendez bien ceci : les enfants n’ont pas besoin de parents parfaits. Ils se portent bien avec de la chaleur, des routines prévisibles et des adultes qui réparent les choses après un moment difficile.

## De petits moments de connexion

- **Accordez dix minutes d’attention totale.** Laissez votre enfant choisir un jeu ou une activité, rangez votre téléphone et suivez son initiative. Les conseils de l’UNICEF aux parents soulignent la force des moments simples, ludiques et affectueux passés ensemble.
- **Remarquez le positif.** Dites précisément ce que votre enfant a bien fait : « Tu as rangé tes chaussures sans qu’on te le demande. Merci. » Des compliments précis et chaleureux font partie des outils de base des programmes de parentalité positive.
- **Gardez des routines simples.** Des repas, des couchers et des au revoir prévisibles aident les enfants à se sentir en sécurité, et peuvent réduire les conflits du quotidien.

## Quand les choses tournent mal

Tout le monde crie parfois. Ce qui compte, c’est la suite. Une fois calme, revenez vers votre enfant pour réparer : « Je suis désolé d’avoir crié. J’étais stressé, et ce n’était pas ta faute. On recommence ? » Cela montre à votre enfant comment gérer une erreur, ce qui est une leçon précieuse en soi.

Si vous sentez la colère monter, vous avez le droit de faire une pause. Assurez-vous que votre enfant est en sécurité, éloignez-vous une minute, respirez lentement quelques fois et revenez quand vous vous sentez plus stable.

## Refaites le plein

Prendre soin de vous fait partie du soin de vos enfants ; ce n’est pas une distraction. Les petites choses comptent : une courte promenade, un appel à un ami, se coucher plus tôt, ou demander à quelqu’un de prendre le relais pendant une heure.

Les programmes de soutien à la parentalité, souvent gratuits par l’intermédiaire des services communautaires ou familiaux, peuvent vous donner des outils concrets, et la certitude que d’autres parents ont aussi du mal. Une vaste revue d’un programme très répandu, Triple P, a montré des améliorations du comportement et du bien-être émotionnel des enfants, des pratiques parentales et du bien-être des parents eux-mêmes.

## Quand chercher plus d’aide

Si vous vous sentez abattu ou anxieux presque tous les jours, n’arrivez plus à profiter de vos enfants, ou craignez de vous faire du mal ou de leur en faire, parlez-en sans attendre à un médecin, à une infirmière ou à un service d’aide aux familles. Demander de l’aide est une preuve de force et d’attention, pas un échec.

${CRISIS_FR}`,
    },
    sources: [src.sanders2014, src.unicefParenting],
  },
  {
    key: 'grief-one-day-at-a-time',
    topics: ['grief'],
    en: {
      title: 'Living with grief, one day at a time',
      summary:
        'Grief is a natural response to loss, and there is no right way to do it. Understanding how it moves can help you be gentler with yourself.',
      body: `## There is no right way to grieve

Grief can follow the death of someone you love, but also a separation, the loss of a job, a pregnancy loss or leaving a place you called home. It can bring sadness, numbness, anger, guilt, relief, exhaustion, poor sleep and trouble concentrating, sometimes all in the same day. The NHS describes these reactions as common. They are not signs that you are grieving the wrong way.

Grief rarely moves in neat stages. Many people find it comes in waves: a good morning, and then a song in the supermarket knocks the breath out of you. One well-known model describes grieving people moving back and forth between facing the loss and attending to everyday life, and suggests that both are needed. Taking a break from grief is not the same as forgetting.

## Ways to take care of yourself

- **Let feelings come and go.** Crying, laughing at a memory, feeling nothing at all: all of these can be part of grief.
- **Keep the basics going.** Eat something regularly, get outside, and try to keep a loose sleep routine.
- **Accept help.** When people offer, give them something concrete: a meal, a school pickup, a walk together.
- **Talk about the person or the loss.** Say their name, share stories, look at photos when you are ready. Some people find it helpful to write a letter.
- **Plan for hard days.** Anniversaries, birthdays and holidays can bring grief back to the surface. It helps to decide in advance how you would like to spend them, and with whom.
- **Go easy on big decisions.** If you can, wait a while before major changes such as moving house.

## Supporting someone who is grieving

You don't need perfect words. "I'm so sorry. I'm here" is enough. Listen more than you speak, use the person's name, and keep checking in after the first weeks, when support often fades.

## When grief feels stuck

For most people, grief gradually becomes more bearable over time, even though the loss stays with them. For some, intense grief continues to disrupt daily life long after the loss. This is sometimes called complicated or prolonged grief, and specialised support can help. Consider talking to a doctor, a counsellor or a bereavement service if you cannot manage day-to-day life, if life feels meaningless without the person, or if you are using alcohol or drugs to cope.

${CRISIS_EN}`,
    },
    fr: {
      title: 'Vivre avec le deuil, un jour à la fois',
      summary:
        'Le deuil est une réaction naturelle à la perte, et il n’y a pas de bonne façon de le vivre. Comprendre comment il évolue peut vous aider à être plus doux avec vous-même.',
      body: `## Il n’y a pas de bonne façon de vivre un deuil

Le deuil peut suivre la mort d’un être cher, mais aussi une séparation, la perte d’un emploi, une perte de grossesse ou le départ d’un lieu que l’on considérait comme chez soi. Il peut s’accompagner de tristesse, d’engourdissement, de colère, de culpabilité, de soulagement, d’épuisement, d’un mauvais sommeil et de difficultés de concentration, parfois tout cela dans la même journée. Le NHS décrit ces réactions comme courantes. Elles ne signifient pas que vous vivez votre deuil de la mauvaise façon.

Le deuil suit rarement des étapes bien ordonnées. Beaucoup de gens le vivent par vagues : une bonne matinée, puis une chanson au supermarché vous coupe le souffle. Un modèle bien connu décrit les personnes endeuillées comme oscillant entre faire face à la perte et s’occuper de la vie quotidienne, et suggère que les deux sont nécessaires. Faire une pause dans son chagrin, ce n’est pas oublier.

## Des façons de prendre soin de vous

- **Laissez les émotions aller et venir.** Pleurer, rire d’un souvenir, ne rien ressentir du tout : tout cela peut faire partie du deuil.
- **Maintenez l’essentiel.** Mangez quelque chose régulièrement, sortez prendre l’air et essayez de garder une routine de sommeil, même souple.
- **Acceptez l’aide.** Quand on vous propose de l’aide, donnez quelque chose de concret : un repas, aller chercher les enfants à l’école, une promenade ensemble.
- **Parlez de la personne ou de la perte.** Dites son nom, partagez des souvenirs, regardez des photos quand vous vous sentez prêt. Certaines personnes trouvent utile d’écrire une lettre.
- **Préparez les jours difficiles.** Les anniversaires, les dates marquantes et les fêtes peuvent raviver le chagrin. Il est utile de décider à l’avance comment vous aimeriez passer ces journées, et avec qui.
- **Ménagez-vous face aux grandes décisions.** Si possible, attendez un peu avant les grands changements, comme un déménagement.

## Soutenir une personne en deuil

Pas besoin de mots parfaits. « Je suis vraiment désolé. Je suis là » suffit. Écoutez plus que vous ne parlez, prononcez le nom de la personne disparue, et continuez à prendre des nouvelles après les premières semaines, quand le soutien s’essouffle souvent.

## Quand le deuil semble figé

Pour la plupart des gens, le deuil devient peu à peu plus supportable avec le temps, même si la perte reste présente. Pour d’autres, un chagrin intense continue de perturber la vie quotidienne longtemps après la perte. On parle parfois de deuil compliqué ou prolongé, et un soutien spécialisé peut aider. Pensez à consulter un médecin, un conseiller ou un service d’accompagnement du deuil si vous n’arrivez plus à gérer le quotidien, si la vie vous semble dénuée de sens sans la personne, ou si vous consommez de l’alcool ou des drogues pour tenir le coup.

${CRISIS_FR}`,
    },
    sources: [src.nhsGrief, src.stroebe1999, src.apaGrief, src.mayoComplicatedGrief],
  },
  {
    key: 'mood-self-compassion',
    topics: ['mood', 'anxiety'],
    en: {
      title: 'Talking to yourself the way you would talk to a friend',
      summary:
        'Many of us are far harsher with ourselves than we would ever be with others. Self-compassion is a skill you can practise, and it is linked with less anxiety and depression.',
      body: `## The inner critic

When things go wrong, many people hear a harsh inner voice: "You're useless." "Everyone else manages." "You always mess this up." We often believe this voice keeps us motivated. In practice, constant self-criticism tends to leave us feeling worse and more afraid to try again.

## What self-compassion is

Self-compassion means treating yourself with the same kindness you would offer a friend who is struggling. It usually involves three things:

- **Noticing** that you are having a hard time, rather than ignoring it or blowing it up.
- **Remembering** that struggle and imperfection are part of being human. You are not the only one.
- **Responding kindly**, with warmth and practical support rather than blame.

It isn't self-pity or letting yourself off the hook. You can be kind to yourself and still take responsibility and make changes. A meta-analysis of 14 studies found that people with more self-compassion tended to report less depression, anxiety and stress.

## Try it

- **The friend test.** The next time you criticise yourself, ask: "What would I say to a good friend in this situation?" Then say that to yourself, in writing if it helps.
- **Name it kindly.** "This is really hard right now" acknowledges the pain without judging it.
- **A hand on your heart.** Some people find it comforting to place a hand on their chest or arm while breathing slowly. If that feels odd, skip it.
- **Question "always" and "never".** Replace "I always fail" with something more accurate: "This didn't go well. Here's one thing I'll try next time."
- **Write yourself a short letter.** Describe what you are going through as if you were writing to someone you care about, and read it back a day later.

It may feel awkward or even fake at first. That is normal. Like any skill, self-compassion gets easier with practice, and small moments count.

## When the inner critic is very loud

If self-critical thoughts are constant, if you feel worthless, or if you think others would be better off without you, please talk to someone today: a doctor, a mental health professional or someone you trust. You deserve support, and help is available.

${CRISIS_EN}`,
    },
    fr: {
      title: 'Se parler comme on parlerait à un ami',
      summary:
        'Beaucoup d’entre nous sont bien plus durs envers eux-mêmes qu’ils ne le seraient jamais envers les autres. L’autocompassion est une compétence qui s’exerce, et elle est associée à moins d’anxiété et de dépression.',
      body: `## La voix critique intérieure

Quand les choses tournent mal, beaucoup de gens entendent une voix intérieure sévère : « Je suis nul. » « Tout le monde y arrive, sauf moi. » « Je rate toujours tout. » Nous croyons souvent que cette voix nous motive. En pratique, l’autocritique constante a tendance à nous faire nous sentir plus mal et à nous donner davantage peur de réessayer.

## Ce qu’est l’autocompassion

L’autocompassion consiste à vous traiter avec la même bienveillance que vous offririez à un ami en difficulté. Elle comprend généralement trois éléments :

- **Remarquer** que vous traversez un moment difficile, plutôt que de l’ignorer ou de l’amplifier.
- **Vous rappeler** que les difficultés et l’imperfection font partie de la condition humaine. Vous n’êtes pas la seule personne à vivre cela.
- **Répondre avec bienveillance**, avec chaleur et un soutien concret plutôt qu’avec des reproches.

Ce n’est ni de l’apitoiement sur soi ni une façon de se dédouaner. Vous pouvez être bienveillant envers vous-même tout en assumant vos responsabilités et en changeant ce qui doit l’être. Une méta-analyse de 14 études a montré que les personnes ayant davantage d’autocompassion avaient tendance à déclarer moins de dépression, d’anxiété et de stress.

## Essayez

- **Le test de l’ami.** La prochaine fois que vous vous critiquez, demandez-vous : « Que dirais-je à un bon ami dans cette situation ? » Puis dites-le-vous, par écrit si cela aide.
- **Nommez-le avec douceur.** « C’est vraiment difficile en ce moment » reconnaît la souffrance sans la juger.
- **Une main sur le cœur.** Certaines personnes trouvent réconfortant de poser une main sur leur poitrine ou leur bras en respirant lentement. Si cela vous semble étrange, passez.
- **Remettez en question « toujours » et « jamais ».** Remplacez « J’échoue toujours » par quelque chose de plus juste : « Ça ne s’est pas bien passé. Voici une chose que j’essaierai la prochaine fois. »
- **Écrivez-vous une courte lettre.** Décrivez ce que vous traversez comme si vous écriviez à quelqu’un qui vous est cher, et relisez-la le lendemain.

Au début, cela peut sembler maladroit, voire faux. C’est normal. Comme toute compétence, l’autocompassion devient plus facile avec la pratique, et les petits moments comptent.

## Quand la voix critique est très forte

Si les pensées autocritiques sont constantes, si vous vous sentez sans valeur, ou si vous pensez que les autres seraient mieux sans vous, parlez-en à quelqu’un aujourd’hui : un médecin, un professionnel de la santé mentale ou une personne de confiance. Vous méritez du soutien, et de l’aide est disponible.

${CRISIS_FR}`,
    },
    sources: [src.macbeth2012],
  },
];
