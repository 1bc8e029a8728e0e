import type { TopicKey } from '@evenkeel/common';

/**
 * Demo tips written for Evenkeel (issue 13: "at least … 30 tips … each in English and French").
 * A tip's text is at most 280 characters in each language; a tip that makes a health claim names
 * its `source`.
 */
export interface DemoTip {
  key: string;
  topic: TopicKey;
  difficulty: 'easy' | 'medium' | 'challenging';
  en: string;
  fr: string;
  source?: { title: string; url: string };
}

type Source = { title: string; url: string };

const src = {
  nhsSleep: {
    title: 'NHS Every Mind Matters: Sleep problems',
    url: 'https://www.nhs.uk/every-mind-matters/mental-health-issues/sleep/',
  },
  drake2013: {
    title:
      'Drake C et al. Caffeine effects on sleep taken 0, 3, or 6 hours before going to bed. J Clin Sleep Med, 2013',
    url: 'https://doi.org/10.5664/jcsm.3170',
  },
  mayoInsomniaCbt: {
    title: 'Mayo Clinic: Insomnia treatment, cognitive behavioral therapy instead of sleeping pills',
    url: 'https://www.mayoclinic.org/diseases-conditions/insomnia/in-depth/insomnia-treatment/art-20046677',
  },
  sleepFoundationHygiene: {
    title: 'Sleep Foundation: Sleep hygiene',
    url: 'https://www.sleepfoundation.org/sleep-hygiene',
  },
  nhsBreathing: {
    title: 'NHS: Breathing exercises for stress',
    url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/',
  },
  nhsStress: {
    title: 'NHS Every Mind Matters: Stress',
    url: 'https://www.nhs.uk/every-mind-matters/mental-health-issues/stress/',
  },
  nimhStress: {
    title: 'National Institute of Mental Health: I’m So Stressed Out! (fact sheet)',
    url: 'https://www.nimh.nih.gov/health/publications/so-stressed-out-fact-sheet',
  },
  mcgowan2013: {
    title:
      'McGowan SK, Behar E. A preliminary investigation of stimulus control training for worry: effects on anxiety and insomnia. Behav Modif, 2013',
    url: 'https://doi.org/10.1177/0145445512455661',
  },
  hofmann2012: {
    title:
      'Hofmann SG et al. The efficacy of cognitive behavioral therapy: a review of meta-analyses. Cognit Ther Res, 2012',
    url: 'https://doi.org/10.1007/s10608-012-9476-1',
  },
  cuijpers2007: {
    title:
      'Cuijpers P, van Straten A, Warmerdam L. Behavioral activation treatments of depression: a meta-analysis. Clin Psychol Rev, 2007',
    url: 'https://doi.org/10.1016/j.cpr.2006.11.001',
  },
  whoDepression: {
    title: 'World Health Organization: Depressive disorder (depression) (fact sheet)',
    url: 'https://www.who.int/news-room/fact-sheets/detail/depression',
  },
  holtLunstad2010: {
    title:
      'Holt-Lunstad J, Smith TB, Layton JB. Social relationships and mortality risk: a meta-analytic review. PLoS Med, 2010',
    url: 'https://doi.org/10.1371/journal.pmed.1000316',
  },
  whoBurnOut: {
    title: 'World Health Organization: Burn-out an "occupational phenomenon" (2019)',
    url: 'https://www.who.int/news/item/28-05-2019-burn-out-an-occupational-phenomenon-international-classification-of-diseases',
  },
  whoPhysicalActivity: {
    title: 'World Health Organization: Physical activity (fact sheet)',
    url: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
  },
  singh2023: {
    title:
      'Singh B et al. Effectiveness of physical activity interventions for improving depression, anxiety and distress: an overview of systematic reviews. Br J Sports Med, 2023',
    url: 'https://doi.org/10.1136/bjsports-2022-106195',
  },
  canadaFoodGuide: {
    title: 'Health Canada: Canada’s food guide',
    url: 'https://food-guide.canada.ca/en/',
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
  unicefParenting: {
    title: 'UNICEF Parenting',
    url: 'https://www.unicef.org/parenting',
  },
  sanders2014: {
    title:
      'Sanders MR et al. The Triple P-Positive Parenting Program: a systematic review and meta-analysis of a multi-level system of parenting support. Clin Psychol Rev, 2014',
    url: 'https://doi.org/10.1016/j.cpr.2014.04.003',
  },
  mayoComplicatedGrief: {
    title: 'Mayo Clinic: Complicated grief, symptoms and causes',
    url: 'https://www.mayoclinic.org/diseases-conditions/complicated-grief/symptoms-causes/syc-20360374',
  },
} satisfies Record<string, Source>;

export const demoTips: readonly DemoTip[] = [
  // Sleep
  {
    key: 'sleep-caffeine-cut-off',
    topic: 'sleep',
    difficulty: 'easy',
    en: 'Try having your last coffee, tea or cola by early afternoon. In one study, caffeine taken six hours before bed still shortened sleep.',
    fr: 'Essayez de prendre votre dernier café, thé ou cola en début d’après-midi. Dans une étude, de la caféine prise six heures avant le coucher raccourcissait encore le sommeil.',
    source: src.drake2013,
  },
  {
    key: 'sleep-same-wake-up-time',
    topic: 'sleep',
    difficulty: 'medium',
    en: 'This week, get up at the same time every day, days off included, even after a poor night. A steady wake-up time helps set your body clock.',
    fr: 'Cette semaine, levez-vous à la même heure chaque jour, jours de congé compris, même après une mauvaise nuit. Une heure de lever régulière aide à régler votre horloge interne.',
    source: src.nhsSleep,
  },
  {
    key: 'sleep-get-up-if-awake',
    topic: 'sleep',
    difficulty: 'medium',
    en: "If you've been lying awake for what feels like 20 minutes, get up, do something quiet in dim light, and go back to bed when you feel sleepy. It helps your brain link bed with sleep.",
    fr: 'Si vous êtes éveillé au lit depuis ce qui vous semble 20 minutes, levez-vous, faites quelque chose de calme sous une lumière tamisée, et retournez au lit quand le sommeil revient. Cela aide votre cerveau à associer le lit au sommeil.',
    source: src.mayoInsomniaCbt,
  },
  {
    key: 'sleep-phone-out-of-bedroom',
    topic: 'sleep',
    difficulty: 'challenging',
    en: 'For one week, charge your phone outside the bedroom and use a simple alarm clock instead. Notice whether you fall asleep more easily without late-night scrolling.',
    fr: 'Pendant une semaine, chargez votre téléphone hors de la chambre et utilisez un simple réveil. Remarquez si vous vous endormez plus facilement sans faire défiler l’écran tard le soir.',
    source: src.sleepFoundationHygiene,
  },
  // Stress
  {
    key: 'stress-longer-out-breath',
    topic: 'stress',
    difficulty: 'easy',
    en: 'Feeling tense? Breathe in gently through your nose, then out slowly through your mouth, making each out-breath a little longer. Keep going for three to five minutes.',
    fr: 'Vous vous sentez tendu ? Inspirez doucement par le nez, puis expirez lentement par la bouche, en allongeant un peu chaque expiration. Continuez pendant trois à cinq minutes.',
    source: src.nhsBreathing,
  },
  {
    key: 'stress-five-minute-walk',
    topic: 'stress',
    difficulty: 'easy',
    en: "Step away for a brisk five-minute walk, even just around the building. Being active won't make stress disappear, but it can make it feel less intense.",
    fr: 'Éloignez-vous cinq minutes pour marcher d’un bon pas, même juste autour de l’immeuble. Bouger ne fera pas disparaître le stress, mais peut le rendre moins intense.',
    source: src.nhsStress,
  },
  {
    key: 'stress-know-your-signs',
    topic: 'stress',
    difficulty: 'medium',
    en: 'Write down the three signs that tell you stress is building, like a tight jaw, a short temper or poor sleep. When you spot one, take it as your cue to pause and reset.',
    fr: 'Notez les trois signes qui vous indiquent que le stress monte, comme une mâchoire crispée, de l’impatience ou un mauvais sommeil. Quand vous en repérez un, prenez-le comme un signal pour faire une pause.',
    source: src.nimhStress,
  },
  {
    key: 'stress-drop-one-thing',
    topic: 'stress',
    difficulty: 'challenging',
    en: "Look at this week's to-do list and choose one thing to drop, delay or hand to someone else. Then let the people concerned know.",
    fr: 'Regardez votre liste de tâches de la semaine et choisissez une chose à abandonner, à reporter ou à confier à quelqu’un d’autre. Puis prévenez les personnes concernées.',
  },
  // Anxiety
  {
    key: 'anxiety-five-four-three-two-one',
    topic: 'anxiety',
    difficulty: 'easy',
    en: 'When anxiety rises, name 5 things you can see, 4 you can feel, 3 you can hear, 2 you can smell and 1 you can taste. It brings your attention back to the here and now.',
    fr: 'Quand l’anxiété monte, nommez 5 choses que vous voyez, 4 que vous sentez au toucher, 3 que vous entendez, 2 que vous sentez à l’odorat et 1 que vous goûtez. Cela ramène votre attention ici et maintenant.',
  },
  {
    key: 'anxiety-daily-worry-time',
    topic: 'anxiety',
    difficulty: 'medium',
    en: "Set a daily 15-minute 'worry time'. When a worry pops up during the day, jot it down and save it for then. In a small study, a daily worry period reduced worry and anxiety.",
    fr: 'Prévoyez chaque jour 15 minutes pour vous inquiéter. Quand une inquiétude surgit dans la journée, notez-la et gardez-la pour ce moment. Dans une petite étude, un moment quotidien réservé aux inquiétudes les a réduites, ainsi que l’anxiété.',
    source: src.mcgowan2013,
  },
  {
    key: 'anxiety-face-one-small-fear',
    topic: 'anxiety',
    difficulty: 'challenging',
    en: "Pick one small thing you've been avoiding because of anxiety, like a phone call, and do it this week. Facing fears step by step is a core part of cognitive behavioural therapy, which has strong evidence for anxiety.",
    fr: 'Choisissez une petite chose que vous évitez à cause de l’anxiété, comme un appel, et faites-la cette semaine. Affronter ses peurs pas à pas est au cœur de la thérapie cognitivo-comportementale, dont l’efficacité contre l’anxiété est bien établie.',
    source: src.hofmann2012,
  },
  // Mood
  {
    key: 'mood-one-small-activity',
    topic: 'mood',
    difficulty: 'easy',
    en: 'Plan one small thing for tomorrow that used to give you pleasure or a sense of achievement, like a short walk or tidying one shelf. Rate your mood from 0 to 10 before and after.',
    fr: 'Prévoyez pour demain une petite chose qui vous apportait du plaisir ou un sentiment d’accomplissement, comme une courte marche ou ranger une étagère. Notez votre humeur de 0 à 10 avant et après.',
    source: src.cuijpers2007,
  },
  {
    key: 'mood-friend-test',
    topic: 'mood',
    difficulty: 'medium',
    en: "Next time you're hard on yourself, ask: what would I say to a good friend in this situation? Then say it to yourself, even if it feels awkward.",
    fr: 'La prochaine fois que vous êtes dur envers vous-même, demandez-vous : que dirais-je à un bon ami dans cette situation ? Puis dites-le-vous, même si cela semble maladroit.',
  },
  {
    key: 'mood-tell-someone',
    topic: 'mood',
    difficulty: 'challenging',
    en: "If you've felt low or lost interest in things most days for two weeks or more, tell someone this week: a friend, a relative or a doctor. Depression is common, and effective treatments exist.",
    fr: 'Si vous vous sentez abattu ou avez perdu l’intérêt pour les choses presque tous les jours depuis deux semaines ou plus, parlez-en cette semaine à un ami, un proche ou un médecin. La dépression est fréquente, et il existe des traitements efficaces.',
    source: src.whoDepression,
  },
  // Relationships
  {
    key: 'relationships-two-line-message',
    topic: 'relationships',
    difficulty: 'easy',
    en: "Send a two-line message to someone you haven't talked to in a while: 'Thinking of you. How are things?' No need for a long catch-up.",
    fr: 'Envoyez un message de deux lignes à une personne à qui vous n’avez pas parlé depuis un moment : « Je pense à toi. Comment ça va ? » Pas besoin d’une longue conversation.',
  },
  {
    key: 'relationships-phone-free-meal',
    topic: 'relationships',
    difficulty: 'medium',
    en: 'Share one meal this week with someone, with phones in another room. Ask at least one follow-up question about something they tell you.',
    fr: 'Partagez un repas avec quelqu’un cette semaine, téléphones dans une autre pièce. Posez au moins une question de relance sur quelque chose qu’on vous raconte.',
  },
  {
    key: 'relationships-ask-for-help',
    topic: 'relationships',
    difficulty: 'challenging',
    en: 'Ask someone you trust for help with one specific thing this week, like a lift, a meal or a listening ear. Strong social ties are linked with better health and a longer life.',
    fr: 'Demandez cette semaine à une personne de confiance de vous aider pour une chose précise, comme un trajet, un repas ou une oreille attentive. Des liens sociaux solides sont associés à une meilleure santé et à une vie plus longue.',
    source: src.holtLunstad2010,
  },
  // Work
  {
    key: 'work-shutdown-list',
    topic: 'work',
    difficulty: 'easy',
    en: "At the end of your workday, write down what you finished, what's still open and your first task for tomorrow. Then close your laptop and call it a day.",
    fr: 'En fin de journée de travail, notez ce que vous avez terminé, ce qui reste en cours et votre première tâche de demain. Puis fermez l’ordinateur : la journée est finie.',
  },
  {
    key: 'work-real-lunch-break',
    topic: 'work',
    difficulty: 'medium',
    en: 'Take a real lunch break away from your screen on at least three days this week, even if only for 15 minutes. Notice how the afternoon feels.',
    fr: 'Prenez une vraie pause repas loin de votre écran au moins trois jours cette semaine, même 15 minutes seulement. Remarquez comment se passe l’après-midi.',
  },
  {
    key: 'work-talk-about-workload',
    topic: 'work',
    difficulty: 'challenging',
    en: 'If your workload has felt unmanageable for weeks, ask your manager for a conversation. Bring a list of current tasks and ask which can wait. Unmanaged work stress can lead to burn-out.',
    fr: 'Si votre charge de travail vous paraît ingérable depuis des semaines, demandez un entretien à votre supérieur. Apportez la liste de vos tâches et demandez lesquelles peuvent attendre. Un stress au travail non géré peut mener à l’épuisement professionnel.',
    source: src.whoBurnOut,
  },
  // Physical activity
  {
    key: 'physical-activity-ten-minute-walk',
    topic: 'physical_activity',
    difficulty: 'easy',
    en: 'Go for a brisk 10-minute walk today. It counts: some physical activity is better than none.',
    fr: 'Faites aujourd’hui une marche rapide de 10 minutes. Ça compte : un peu d’activité physique vaut mieux que rien.',
    source: src.whoPhysicalActivity,
  },
  {
    key: 'physical-activity-one-song',
    topic: 'physical_activity',
    difficulty: 'easy',
    en: 'Feeling low or tense? Put on one song you like and move to it, however you want. Physical activity can ease symptoms of depression and anxiety.',
    fr: 'Moral en berne ou tension ? Mettez une chanson que vous aimez et bougez au rythme de la musique, comme vous voulez. L’activité physique peut atténuer les symptômes de dépression et d’anxiété.',
    source: src.singh2023,
  },
  {
    key: 'physical-activity-150-minutes',
    topic: 'physical_activity',
    difficulty: 'medium',
    en: 'Aim for 150 minutes of moderate activity this week, such as brisk walking or cycling, in chunks that suit you: for example, 30 minutes on five days.',
    fr: 'Visez 150 minutes d’activité modérée cette semaine, comme la marche rapide ou le vélo, réparties comme il vous convient : par exemple 30 minutes sur cinq jours.',
    source: src.whoPhysicalActivity,
  },
  {
    key: 'physical-activity-strength-twice',
    topic: 'physical_activity',
    difficulty: 'challenging',
    en: 'Add two short strength sessions to your week: squats to a chair, push-ups against a wall, carrying heavy bags. The WHO recommends muscle-strengthening activity on at least two days a week.',
    fr: 'Ajoutez deux courtes séances de renforcement à votre semaine : se lever d’une chaise et s’y rasseoir, pompes contre un mur, port de sacs lourds. L’OMS recommande des activités de renforcement musculaire au moins deux jours par semaine.',
    source: src.whoPhysicalActivity,
  },
  // Nutrition
  {
    key: 'nutrition-water-within-reach',
    topic: 'nutrition',
    difficulty: 'easy',
    en: "Keep a glass or bottle of water within reach today, and make water your usual drink. Canada's food guide recommends it as the drink of choice.",
    fr: 'Gardez aujourd’hui un verre ou une bouteille d’eau à portée de main, et faites de l’eau votre boisson habituelle. Le Guide alimentaire canadien la recommande comme boisson de choix.',
    source: src.canadaFoodGuide,
  },
  {
    key: 'nutrition-half-plate-vegetables',
    topic: 'nutrition',
    difficulty: 'medium',
    en: 'At your main meal, fill half your plate with vegetables and fruit. Frozen or canned options without added salt or sugar count too, and are often cheaper.',
    fr: 'À votre repas principal, remplissez la moitié de votre assiette de légumes et de fruits. Les options surgelées ou en conserve, sans sel ni sucre ajoutés, comptent aussi et coûtent souvent moins cher.',
    source: src.canadaFoodGuide,
  },
  {
    key: 'nutrition-batch-cook',
    topic: 'nutrition',
    difficulty: 'challenging',
    en: 'On a calmer day, cook a big pot of something simple, like lentil soup or chili, and freeze a few portions for the days when cooking feels like too much.',
    fr: 'Un jour plus calme, préparez une grande marmite de quelque chose de simple, comme une soupe aux lentilles ou un chili, et congelez quelques portions pour les jours où cuisiner semble trop lourd.',
  },
  // Mindfulness
  {
    key: 'mindfulness-three-breaths',
    topic: 'mindfulness',
    difficulty: 'easy',
    en: 'While the kettle boils or a page loads, feel your feet on the floor and take three slow breaths. That is a complete mindfulness practice.',
    fr: 'Pendant que l’eau chauffe ou qu’une page se charge, sentez vos pieds sur le sol et respirez lentement trois fois. C’est une pratique de pleine conscience complète.',
  },
  {
    key: 'mindfulness-first-three-bites',
    topic: 'mindfulness',
    difficulty: 'medium',
    en: 'Eat the first three bites of one meal today slowly, noticing the taste, texture and temperature, before you pick up your phone.',
    fr: 'Aujourd’hui, mangez lentement les trois premières bouchées d’un repas, en remarquant le goût, la texture et la température, avant de prendre votre téléphone.',
  },
  {
    key: 'mindfulness-ten-minutes-daily',
    topic: 'mindfulness',
    difficulty: 'challenging',
    en: 'Try a 10-minute mindfulness practice every day for two weeks, at the same time each day. Mindfulness programmes have been found to reduce stress, anxiety and low mood in many adults.',
    fr: 'Essayez une pratique de pleine conscience de 10 minutes chaque jour pendant deux semaines, toujours à la même heure. Les programmes de pleine conscience réduisent le stress, l’anxiété et la déprime chez de nombreux adultes.',
    source: src.khoury2015,
  },
  // Money
  {
    key: 'money-open-one-envelope',
    topic: 'money',
    difficulty: 'easy',
    en: "Pick one bill or bank notification you've been avoiding and open it today. You don't have to deal with it yet: just look.",
    fr: 'Choisissez une facture ou une notification bancaire que vous évitez et ouvrez-la aujourd’hui. Inutile de la régler tout de suite : regardez-la, simplement.',
  },
  {
    key: 'money-list-in-and-out',
    topic: 'money',
    difficulty: 'medium',
    en: "Spend 30 minutes listing the money coming in and going out each month. Rough numbers are fine: it's a first picture, not a test.",
    fr: 'Prenez 30 minutes pour noter l’argent qui entre et qui sort chaque mois. Des chiffres approximatifs suffisent : c’est une première image, pas un examen.',
  },
  {
    key: 'money-free-debt-advice',
    topic: 'money',
    difficulty: 'challenging',
    en: "If you're behind on payments, contact a free, non-profit credit counselling or debt advice service this week. Debt is closely linked with poorer mental health, so support matters.",
    fr: 'Si vous avez des retards de paiement, contactez cette semaine un service gratuit et sans but lucratif de conseil en crédit ou en dettes. L’endettement est étroitement lié à une moins bonne santé mentale : le soutien compte.',
    source: src.richardson2013,
  },
  // Parenting
  {
    key: 'parenting-ten-minutes-together',
    topic: 'parenting',
    difficulty: 'easy',
    en: 'Give your child 10 minutes of your full attention today. Let them choose the activity, put your phone away and follow their lead.',
    fr: 'Accordez aujourd’hui 10 minutes d’attention totale à votre enfant. Laissez-le choisir l’activité, rangez votre téléphone et suivez son initiative.',
    source: src.unicefParenting,
  },
  {
    key: 'parenting-specific-praise',
    topic: 'parenting',
    difficulty: 'medium',
    en: "Catch your child doing something well and say exactly what you noticed: 'You shared your blocks with your sister. That was kind.' Specific praise is a core tool of positive parenting.",
    fr: 'Surprenez votre enfant en train de bien faire et dites précisément ce que vous avez remarqué : « Tu as partagé tes blocs avec ta sœur. C’était gentil. » Les compliments précis sont un outil clé de la parentalité positive.',
    source: src.sanders2014,
  },
  {
    key: 'parenting-hour-for-you',
    topic: 'parenting',
    difficulty: 'medium',
    en: 'Ask another adult you trust to take over for one hour this week, and use that hour for something that recharges you. Caring for yourself is part of caring for them.',
    fr: 'Demandez à un autre adulte de confiance de prendre le relais pendant une heure cette semaine, et consacrez cette heure à quelque chose qui vous ressource. Prendre soin de vous fait partie du soin de vos enfants.',
  },
  {
    key: 'parenting-repair-after-shouting',
    topic: 'parenting',
    difficulty: 'challenging',
    en: "After you've lost your temper, go back once you're calm and repair: say sorry, name what happened and what you'll try next time. It shows your child how to handle mistakes.",
    fr: 'Après vous être emporté, revenez vers votre enfant une fois calme pour réparer : excusez-vous, dites ce qui s’est passé et ce que vous essaierez la prochaine fois. Vous lui montrez ainsi comment gérer une erreur.',
  },
  // Grief
  {
    key: 'grief-just-the-basics',
    topic: 'grief',
    difficulty: 'easy',
    en: 'Grieving? Today, just aim for the basics: something to eat, a glass of water, a few minutes outside. That is enough.',
    fr: 'Vous êtes en deuil ? Aujourd’hui, visez seulement l’essentiel : manger quelque chose, boire un verre d’eau, passer quelques minutes dehors. C’est suffisant.',
  },
  {
    key: 'grief-message-on-an-ordinary-day',
    topic: 'grief',
    difficulty: 'easy',
    en: "If someone you know is grieving, send a short message on an ordinary day, weeks after the loss: 'Thinking of you and of Sam today.' Use the person's name.",
    fr: 'Si une personne de votre entourage est en deuil, envoyez-lui un court message un jour ordinaire, des semaines après la perte : « Je pense à toi et à Sam aujourd’hui. » Nommez la personne disparue.',
  },
  {
    key: 'grief-plan-hard-days',
    topic: 'grief',
    difficulty: 'medium',
    en: "If an anniversary or a holiday is coming up, decide ahead of time how you'd like to spend it and who you'd like around. Having a plan can make the day a little easier.",
    fr: 'Si une date anniversaire ou une fête approche, décidez à l’avance comment vous aimeriez passer cette journée et avec qui. Avoir un plan peut rendre la journée un peu plus facile.',
  },
  {
    key: 'grief-reach-out-for-support',
    topic: 'grief',
    difficulty: 'challenging',
    en: 'If grief still makes daily life very hard many months after a loss, contact a doctor, a counsellor or a bereavement service. Prolonged, complicated grief is recognised, and support can help.',
    fr: 'Si, de nombreux mois après une perte, le deuil rend encore le quotidien très difficile, contactez un médecin, un conseiller ou un service d’accompagnement du deuil. Le deuil compliqué et prolongé est reconnu, et un soutien peut aider.',
    source: src.mayoComplicatedGrief,
  },
];
