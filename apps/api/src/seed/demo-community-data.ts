import type { PostType } from '@coachboard/contract';

/** 'admin' is the first administrator; any other value is the first name of an active demo user. */
export type DemoAuthor = 'admin' | string;

export interface DemoImage {
  /** Big text on the generated picture, and the file's original name. */
  title: string;
  caption: string;
  from: string;
  to: string;
  format: 'png' | 'jpeg';
}

export interface DemoComment {
  author: DemoAuthor;
  content: string;
}

export interface DemoPost {
  author: DemoAuthor;
  type: PostType;
  content: string;
  /** Days before the seeding moment; comments follow the post an hour or more apart. */
  daysAgo: number;
  /** How many demo users like it. */
  likes: number;
  comments?: DemoComment[];
  images?: DemoImage[];
}

const c = (author: DemoAuthor, content: string): DemoComment => ({ author, content });

/** About sixty posts over the last six months, every type; announcements come from the admin. */
export const demoPosts: DemoPost[] = [
  {
    author: 'admin',
    type: 'announcement',
    content:
      'The Winter Consistency Challenge starts on Monday! Log at least three workouts a week for four weeks and you earn the snowflake badge. Full rules: https://example.com/challenges/winter-consistency.',
    daysAgo: 1,
    likes: 24,
    images: [
      {
        title: 'Winter Consistency',
        caption: '4 weeks · 3 workouts a week',
        from: '#0ea5e9',
        to: '#6366f1',
        format: 'png',
      },
    ],
    comments: [
      c('Emma', 'In! Does a long walk count as a workout?'),
      c('admin', 'A walk of 30 minutes or more that you log in the app counts, Emma.'),
      c('Noah', 'Three a week sounds doable even with the holidays. Signing up.'),
      c('Hannah', 'Can we do it as a team with friends?'),
      c('admin', 'Teams are coming in the next update. For now everyone joins on their own.'),
    ],
  },
  {
    author: 'Liam',
    type: 'challenge',
    content:
      'Day 30 of the push-up ladder done: 1 to 15 and back down without stopping. A month ago I could barely do 10 in a row.',
    daysAgo: 2,
    likes: 18,
    images: [
      {
        title: 'Day 30',
        caption: '225 push-ups in one ladder',
        from: '#f97316',
        to: '#ef4444',
        format: 'jpeg',
      },
    ],
    comments: [
      c('Mateo', 'Huge progress, well done!'),
      c('Sofia', 'What does the ladder look like exactly?'),
      c(
        'Liam',
        '1 rep, rest, 2 reps, rest... up to 15, then back down to 1. Rest as long as the last set took.',
      ),
      c('Sofia', 'Trying it tomorrow, starting at 8.'),
    ],
  },
  {
    author: 'Sofia',
    type: 'support',
    content:
      'My knees ache after lunges, even with light weights. Squats are fine. Has anyone found a swap for walking lunges that still works the glutes?',
    daysAgo: 3,
    likes: 6,
    comments: [
      c('Grace', 'Reverse lunges are much kinder to my knees than forward or walking ones.'),
      c('Daniel', 'Step-ups onto a low box worked for me. Keep the whole foot on the box.'),
      c('Olivia', 'Glute bridges and hip thrusts hit the same muscles with no knee stress at all.'),
      c('Elias', 'Check that your front knee tracks over your toes. Mine was caving in.'),
      c('Chloe', 'Split squats with the back foot on the floor, short range first, then deeper.'),
      c(
        'Aisha',
        'If the ache stays for more than a couple of weeks, see a physio. Mine found a tight IT band.',
      ),
      c('Sofia', 'Thank you all! Reverse lunges today: no pain.'),
      c('Ryan', 'Good to hear. Sled pushes are great too if your gym has one.'),
      c('Nora', 'Bookmarking this thread, same problem here.'),
      c('Lucas', 'Slow the lowering down to three seconds. Less weight, more control.'),
      c(
        'Sofia',
        'Update after a week: reverse lunges and bridges, knees happy, glutes sore in the good way.',
      ),
      c('Grace', 'Love that!'),
    ],
  },
  {
    author: 'admin',
    type: 'announcement',
    content:
      'New in the app: every program now shows a week-by-week overview, and rest days are greyed out so you can plan ahead.',
    daysAgo: 5,
    likes: 15,
    comments: [
      c('Olivia', 'Finally! I kept losing track of which day I was on.'),
      c('James', 'Much clearer, thanks.'),
    ],
  },
  {
    author: 'Noah',
    type: 'general',
    content:
      'Meal prep Sunday: chicken thighs, roasted sweet potatoes, broccoli and a big pot of lentil soup. Five lunches for about 15 euros.',
    daysAgo: 6,
    likes: 12,
    images: [
      {
        title: 'Meal Prep Sunday',
        caption: '5 lunches · 45 minutes',
        from: '#22c55e',
        to: '#15803d',
        format: 'jpeg',
      },
    ],
    comments: [
      c('Mia', 'What spices on the sweet potatoes?'),
      c('Noah', 'Smoked paprika, garlic powder, salt and a little olive oil. 200 °C for 35 minutes.'),
      c('Benjamin', 'Lentil soup is so underrated.'),
    ],
  },
  {
    author: 'Olivia',
    type: 'challenge',
    content: 'Who is in for 10,000 steps every day this week? Post your daily count in the comments.',
    daysAgo: 7,
    likes: 20,
    comments: [
      c('Olivia', 'Monday: 11,240.'),
      c('Zoe', 'Monday: 10,015, and the last 600 were laps around the kitchen.'),
      c('Jack', 'Monday: 13,500. Walked to work.'),
      c('Maya', 'Monday: 9,870. So close!'),
      c('Olivia', 'Tuesday: 12,002.'),
      c('Zoe', 'Tuesday: 10,430.'),
      c('Maya', 'Tuesday: 10,900, made up for Monday.'),
      c('Jack', 'Tuesday: 8,100, rainy day.'),
      c('Felix', 'Joining late. Tuesday: 14,200.'),
      c('Olivia', 'Wednesday: 10,600.'),
      c('Zoe', 'Wednesday: 11,800. Took the stairs everywhere.'),
      c('Maya', 'Wednesday: 10,200.'),
      c('Jack', 'Wednesday: 12,750, back on track.'),
      c('Felix', 'Wednesday: 10,050.'),
    ],
  },
  {
    author: 'Mateo',
    type: 'general',
    content:
      'Tip for early workouts: lay out your clothes and fill your water bottle the night before. Fewer decisions at 6 am.',
    daysAgo: 8,
    likes: 9,
    comments: [c('Lea', 'I even sleep in my workout socks.'), c('Arjun', 'Same with packing the gym bag.')],
  },
  {
    author: 'Hannah',
    type: 'support',
    content:
      'Three weeks in and the scale has not moved. My clothes fit a bit better though. Is this normal?',
    daysAgo: 9,
    likes: 11,
    comments: [
      c(
        'admin',
        'Very normal, Hannah. Early on you often gain some water and muscle while losing fat. Measurements and how clothes fit tell more than the scale.',
      ),
      c('Amara', 'Same for me, the scale started moving in week five.'),
      c('Samuel', 'Take a waist measurement every Monday. It kept me going.'),
    ],
  },
  {
    author: 'Daniel',
    type: 'challenge',
    content: 'Plank challenge: I held 2:45 today. Beat it and post your time!',
    daysAgo: 10,
    likes: 14,
    comments: [
      c('Leon', '3:02. Shaking by the end.'),
      c('Freya', '1:50, but that is 40 seconds more than last month.'),
      c('Daniel', 'Leon, respect. Rematch next week.'),
    ],
  },
  {
    author: 'Chloe',
    type: 'general',
    content:
      'Found a great explanation of progressive overload for beginners: https://en.wikipedia.org/wiki/Progressive_overload. Short and clear!',
    daysAgo: 11,
    likes: 7,
  },
  {
    author: 'admin',
    type: 'announcement',
    content:
      'Scheduled maintenance on Saturday from 02:00 to 03:00 UTC. Workout logging may be unavailable for a few minutes. Your data is safe.',
    daysAgo: 12,
    likes: 4,
  },
  {
    author: 'James',
    type: 'support',
    content:
      'Coming back after a shoulder injury. My physio cleared me for light pressing. Which program here would you start with?',
    daysAgo: 13,
    likes: 5,
    comments: [
      c(
        'admin',
        'Strength Foundations starts light and builds slowly, a good fit. Keep your physio in the loop.',
      ),
      c('Gabriel', 'Landmine presses were the first thing that felt good after my shoulder surgery.'),
    ],
  },
  {
    author: 'Ava',
    type: 'general',
    content: 'First 5K without walking breaks! 31:12. Couch to 5K really works.',
    daysAgo: 14,
    likes: 27,
    images: [
      { title: '5K · 31:12', caption: 'No walking breaks', from: '#ec4899', to: '#f59e0b', format: 'png' },
    ],
    comments: [
      c('Liam', 'Amazing, congratulations!'),
      c('Emma', 'So happy for you!'),
      c('Tomás', 'Next stop: sub-30.'),
      c('Ava', 'Tomás, that is the plan!'),
    ],
  },
  {
    author: 'Samuel',
    type: 'challenge',
    content:
      'No sugary drinks for 21 days, starting today. Water, tea and black coffee only. Anyone with me?',
    daysAgo: 15,
    likes: 13,
    comments: [c('Nora', 'In. Day one of no cola.'), c('Max', 'In, but I am keeping my oat milk.')],
  },
  {
    author: 'Zoe',
    type: 'general',
    content:
      'Stretching routine I do after every run: calves, hamstrings, hip flexors and quads, 30 seconds each side. Ten minutes and my legs thank me the next day.',
    daysAgo: 16,
    likes: 8,
  },
  {
    author: 'admin',
    type: 'announcement',
    content:
      'Welcome to everyone who joined this month! Introduce yourself in a General post and tell us what you are training for.',
    daysAgo: 18,
    likes: 19,
    comments: [
      c('Yuki', 'Hi all, Yuki here. Training for my first half marathon in spring.'),
      c('Felix', 'Felix, getting back into lifting after two years off.'),
      c('Lucía', 'Hola! Lucía, learning to love strength training.'),
      c('Sara', 'Sara, new mum, slowly rebuilding my core.'),
    ],
  },
  {
    author: 'Oliver',
    type: 'support',
    content:
      'I keep skipping breakfast and then I am starving by 11. Quick breakfast ideas with some protein that take under five minutes?',
    daysAgo: 19,
    likes: 10,
    comments: [
      c('Mia', 'Greek yoghurt, berries and a spoon of peanut butter.'),
      c('Noah', 'Overnight oats made the evening before. Zero minutes in the morning.'),
      c('Chloe', 'Two boiled eggs from a batch I cook on Sunday, plus a banana.'),
      c('Oliver', 'Great ideas, trying the overnight oats.'),
    ],
  },
  {
    author: 'Lea',
    type: 'challenge',
    content: '100 squats a day for 30 days. Day 12 today, stairs are an adventure.',
    daysAgo: 20,
    likes: 16,
    comments: [c('Ryan', 'Haha, the stair struggle is real.'), c('Lea', 'Day 13 done this morning.')],
  },
  {
    author: 'Gabriel',
    type: 'general',
    content: 'Deadlift PR: 160 kg at 78 kg bodyweight. Two years of slow and steady work.',
    daysAgo: 22,
    likes: 22,
    images: [
      {
        title: 'Deadlift 160 kg',
        caption: 'Bodyweight 78 kg',
        from: '#1f2937',
        to: '#4b5563',
        format: 'jpeg',
      },
    ],
    comments: [c('Leon', 'Beast!'), c('Felix', 'Goals. What does your weekly volume look like?')],
  },
  {
    author: 'Freya',
    type: 'support',
    content:
      'How do you stay motivated when work gets busy? I went from four workouts a week to zero in a month.',
    daysAgo: 23,
    likes: 12,
    comments: [
      c('Hannah', 'I put workouts in my calendar like meetings. 30 minutes is better than nothing.'),
      c('Elias', 'Lower the bar on busy weeks: two short full-body sessions keep the habit alive.'),
      c('Amara', 'A workout buddy. I do not skip when someone is waiting for me.'),
      c('Freya', 'Calendar blocks it is. Thanks, everyone.'),
    ],
  },
  {
    author: 'admin',
    type: 'announcement',
    content:
      'New recipes are in the Nutrition library: ten high-protein breakfasts, all under 500 kcal. Tell us which one you try first!',
    daysAgo: 25,
    likes: 17,
    comments: [c('Oliver', 'Perfect timing for me!'), c('Mia', 'The cottage cheese pancakes are great.')],
  },
  {
    author: 'Yuki',
    type: 'general',
    content:
      'Long run of 16 km done this morning along the river. The autumn colours made every kilometre easier.',
    daysAgo: 26,
    likes: 14,
    images: [
      { title: '16 km', caption: 'Sunday long run', from: '#ea580c', to: '#a16207', format: 'jpeg' },
      { title: '5:42 /km', caption: 'Average pace', from: '#b45309', to: '#78350f', format: 'png' },
    ],
  },
  {
    author: 'Leon',
    type: 'challenge',
    content: 'Pull-up challenge: add one rep to your max every week for six weeks. I start at 6.',
    daysAgo: 28,
    likes: 11,
    comments: [c('Gabriel', 'Starting at 9.'), c('Jack', 'Starting at 2, everyone starts somewhere.')],
  },
  {
    author: 'Grace',
    type: 'general',
    content:
      'Sleep matters more than I thought. Two weeks of eight hours a night and my lifts went up across the board.',
    daysAgo: 30,
    likes: 15,
  },
  {
    author: 'Elias',
    type: 'support',
    content: 'Is it fine to train the same muscles two days in a row if they are not sore?',
    daysAgo: 32,
    likes: 4,
    comments: [
      c(
        'admin',
        'Often yes, at moderate effort. Most programs here alternate muscle groups so each gets about 48 hours between hard sessions.',
      ),
      c('Daniel', 'Listen to your performance too: if the weights feel heavier than usual, take the rest.'),
    ],
  },
  {
    author: 'Nora',
    type: 'general',
    content:
      'Swapped my afternoon biscuits for an apple and a handful of almonds. Three weeks, no more 4 pm slump.',
    daysAgo: 34,
    likes: 9,
  },
  {
    author: 'admin',
    type: 'announcement',
    content:
      'Community guidelines reminder: be kind, no medical advice beyond your own experience, and no selling. Report anything that does not belong here.',
    daysAgo: 36,
    likes: 8,
  },
  {
    author: 'Jack',
    type: 'challenge',
    content: 'Weekend challenge: 5 rounds of 10 burpees, 20 squats and a 200 m run. Post your time!',
    daysAgo: 38,
    likes: 13,
    comments: [
      c('Zoe', '24:30, the burpees nearly ended me.'),
      c('Max', '21:05.'),
      c('Jack', '19:48. Max, you are on!'),
    ],
  },
  {
    author: 'Aisha',
    type: 'support',
    content:
      'Ramadan starts soon. Anyone have tips on training while fasting? I was thinking of short sessions right after iftar.',
    daysAgo: 40,
    likes: 10,
    comments: [
      c('Arjun', 'A friend trains an hour after iftar with lighter loads and says it works well.'),
      c(
        'admin',
        'Lower the volume, drink plenty between iftar and suhoor, and prioritise sleep. A deload month is perfectly fine.',
      ),
      c('Aisha', 'Thank you both.'),
    ],
  },
  {
    author: 'Felix',
    type: 'general',
    content:
      'Back in the gym after two years. Humbling, but the first session is always the hardest. See you all in there.',
    daysAgo: 42,
    likes: 21,
    comments: [c('Gabriel', 'Welcome back!'), c('Lucía', 'The hardest part is done.')],
  },
  {
    author: 'Lucía',
    type: 'general',
    content: 'Made the overnight oats recipe from the app with mango and lime. Ten out of ten.',
    daysAgo: 44,
    likes: 7,
    images: [
      {
        title: 'Mango Oats',
        caption: 'Overnight, 5 minutes prep',
        from: '#f59e0b',
        to: '#84cc16',
        format: 'png',
      },
    ],
  },
  {
    author: 'Arjun',
    type: 'challenge',
    content:
      'Mobility month: 10 minutes of mobility work every morning for 30 days. Join in and post your streak.',
    daysAgo: 46,
    likes: 12,
    comments: [c('Sara', 'Day 1 done, hips feel great.'), c('Grace', 'Count me in.')],
  },
  {
    author: 'admin',
    type: 'announcement',
    content:
      'The Summer Shred results are in: 412 of you finished all six weeks. Thank you for the energy you brought to this community!',
    daysAgo: 50,
    likes: 30,
    comments: [c('Liam', 'That was a great challenge.'), c('Ava', 'Proud to be one of the 412!')],
  },
  {
    author: 'Max',
    type: 'support',
    content: 'Lower back feels tight after deadlifts. Form check tips, anyone?',
    daysAgo: 52,
    likes: 6,
    comments: [
      c('Gabriel', 'Film yourself from the side. Bar over mid-foot, hips not shooting up first.'),
      c('Benjamin', 'Brace before you pull: big breath into your belly, then lift.'),
      c('Max', 'Filmed it: my hips rise first. Working on it with lighter weight.'),
    ],
  },
  {
    author: 'Sara',
    type: 'support',
    content: 'Six months postpartum and cleared to exercise. Where do I start with core work?',
    daysAgo: 55,
    likes: 9,
    comments: [
      c('Aisha', 'Breathing and dead bugs first; a pelvic floor physio helped me a lot.'),
      c(
        'admin',
        'The Core Rebuild program starts with gentle breathing drills. Check in with your doctor as you progress.',
      ),
    ],
  },
  {
    author: 'Tomás',
    type: 'general',
    content: 'Cycling to work three days a week now. 14 km each way, and I save on the bus pass.',
    daysAgo: 58,
    likes: 11,
  },
  {
    author: 'Maya',
    type: 'challenge',
    content: 'Drink two litres of water a day for two weeks. Simple, but harder than it sounds!',
    daysAgo: 61,
    likes: 10,
    comments: [c('Nora', 'Got a bottle with time marks on it, helps a lot.')],
  },
  {
    author: 'admin',
    type: 'announcement',
    content:
      'You can now add photos to your community posts: up to five images per post. Share your progress, your meals and your favourite running routes!',
    daysAgo: 64,
    likes: 26,
    images: [
      {
        title: 'Photos in Posts',
        caption: 'Up to 5 images per post',
        from: '#8b5cf6',
        to: '#d946ef',
        format: 'png',
      },
    ],
  },
  {
    author: 'Ryan',
    type: 'general',
    content: 'Rest day, but I went for a long walk and did some foam rolling. Active recovery is underrated.',
    daysAgo: 67,
    likes: 5,
  },
  {
    author: 'Emma',
    type: 'challenge',
    content: 'Kettlebell swing challenge: 1,000 swings this week, any split you like. I did 200 today.',
    daysAgo: 70,
    likes: 15,
    comments: [
      c('Hannah', '150 today with a 12 kg bell.'),
      c('Olivia', '100 today, more tomorrow.'),
      c('Emma', 'Day two: 250. Halfway there!'),
    ],
  },
  {
    author: 'Benjamin',
    type: 'support',
    content: 'How much protein do I actually need? I see numbers from 0.8 to 2.2 g per kg everywhere.',
    daysAgo: 73,
    likes: 8,
    comments: [
      c(
        'admin',
        'For most people who lift, about 1.6 g per kg of bodyweight a day covers it. More is not harmful for healthy people, but rarely needed.',
      ),
      c('Samuel', 'I aim for 1.6 and spread it over four meals.'),
      c('Benjamin', 'That is clear, thank you.'),
    ],
  },
  {
    author: 'Mia',
    type: 'general',
    content:
      'Tried a yoga class for the first time. I am a lot less flexible than I thought, but I loved it.',
    daysAgo: 76,
    likes: 9,
  },
  {
    author: 'Amara',
    type: 'challenge',
    content: 'No phone for the first hour after waking, for two weeks. Replace it with a walk or stretching.',
    daysAgo: 80,
    likes: 12,
    comments: [c('Lea', 'This one is hard. Day 3 and I caved once.')],
  },
  {
    author: 'admin',
    type: 'announcement',
    content:
      'Our coaches now answer questions every Thursday at 18:00 CET in a live session. Send your questions in advance with the Support type.',
    daysAgo: 84,
    likes: 14,
  },
  {
    author: 'Lucas',
    type: 'support',
    content: 'Shin splints after increasing my running. Should I stop completely or just slow down?',
    daysAgo: 88,
    likes: 7,
    comments: [
      c('Yuki', 'I cut my mileage in half and added calf raises. Took three weeks to go away.'),
      c('Tomás', 'Cycling kept my fitness up while my shins recovered.'),
    ],
  },
  {
    author: 'Olivia',
    type: 'general',
    content: 'One year with the app today. 156 workouts logged, 9 kg lighter and a lot stronger.',
    daysAgo: 92,
    likes: 34,
    images: [
      { title: '1 Year', caption: '156 workouts logged', from: '#14b8a6', to: '#0ea5e9', format: 'jpeg' },
      { title: '-9 kg', caption: 'And a lot stronger', from: '#0ea5e9', to: '#2563eb', format: 'jpeg' },
      { title: 'Squat 90 kg', caption: 'Up from 40 kg', from: '#2563eb', to: '#7c3aed', format: 'png' },
    ],
    comments: [
      c('Emma', 'Incredible, congratulations!'),
      c('Liam', 'Inspiring!'),
      c('Freya', 'This is why I keep going.'),
      c('Hannah', 'What was the biggest change that made it stick?'),
      c('Olivia', 'Training at the same time every day, and not trying to be perfect.'),
      c('Mateo', 'Happy anniversary!'),
      c('Grace', 'The squat progress!'),
      c('Chloe', 'Saving this for a bad day.'),
      c('Sofia', 'Amazing work, Olivia.'),
      c('Noah', 'Well deserved.'),
      c('admin', 'Congratulations from the whole team, Olivia!'),
    ],
  },
  {
    author: 'Chloe',
    type: 'challenge',
    content: 'Wall sit challenge: add 10 seconds every day. Started at 45 seconds.',
    daysAgo: 96,
    likes: 9,
  },
  {
    author: 'Daniel',
    type: 'general',
    content:
      'Home gym finally complete: adjustable dumbbells, a bench and a pull-up bar. No more waiting for racks!',
    daysAgo: 100,
    likes: 13,
    images: [
      {
        title: 'Home Gym',
        caption: 'Dumbbells · bench · pull-up bar',
        from: '#64748b',
        to: '#0f172a',
        format: 'jpeg',
      },
    ],
  },
  {
    author: 'admin',
    type: 'announcement',
    content:
      'The Summer Shred challenge starts on the 1st: six weeks, three strength sessions and two walks a week. Sign up in the Challenges tab.',
    daysAgo: 105,
    likes: 22,
  },
  {
    author: 'Grace',
    type: 'support',
    content: 'Anyone else get really hungry on rest days? I eat more on days I do not train.',
    daysAgo: 110,
    likes: 6,
    comments: [
      c('Nora', 'Yes! Hunger often lags a day behind the training.'),
      c('Mia', 'More protein and fibre on rest days helped me.'),
    ],
  },
  {
    author: 'Jack',
    type: 'general',
    content:
      'Ran my first trail race, 12 km with 400 m of climbing. Muddy, hard and the most fun I have had running.',
    daysAgo: 115,
    likes: 16,
  },
  {
    author: 'Zoe',
    type: 'challenge',
    content: 'Try a new vegetable every week for a month. This week: kohlrabi.',
    daysAgo: 120,
    likes: 8,
    comments: [c('Lucía', 'Kohlrabi slaw is delicious!')],
  },
  {
    author: 'Samuel',
    type: 'support',
    content: 'Gym anxiety is real. Any tips for feeling less self-conscious in the free weights area?',
    daysAgo: 126,
    likes: 14,
    comments: [
      c('Felix', 'Go at quiet hours at first, early morning or late evening.'),
      c('Ava', 'Have your workout written down so you always know what is next.'),
      c('Gabriel', 'Honestly, everyone is focused on their own sets. Nobody is watching.'),
      c('Samuel', 'Went at 7 am today, much better.'),
    ],
  },
  {
    author: 'admin',
    type: 'general',
    content:
      'Quick poll for the team: what would you like to see in the community next month? Recipes, form checks or more challenges?',
    daysAgo: 132,
    likes: 11,
    comments: [c('Max', 'Form checks, please.'), c('Oliver', 'Recipes!'), c('Leon', 'More challenges.')],
  },
  {
    author: 'Hannah',
    type: 'general',
    content:
      'Healthy snack that actually fills me up: cottage cheese with cucumber, cherry tomatoes and black pepper.',
    daysAgo: 138,
    likes: 6,
  },
  {
    author: 'Arjun',
    type: 'general',
    content:
      'Cold showers after training: two weeks in. Not sure about the science, but I feel awake all morning.',
    daysAgo: 144,
    likes: 5,
  },
  {
    author: 'Mateo',
    type: 'support',
    content: 'Best way to warm up before heavy squats? I usually jump straight in with the empty bar.',
    daysAgo: 150,
    likes: 7,
    comments: [
      c(
        'Benjamin',
        'Five minutes on the bike, leg swings, then build up in sets of 5 to your working weight.',
      ),
    ],
  },
  {
    author: 'admin',
    type: 'announcement',
    content: 'Welcome to the Coachboard community! Share your wins, ask for help and join the challenges.',
    daysAgo: 170,
    likes: 28,
    comments: [c('Emma', 'Happy to be here!'), c('Liam', 'Let us go!')],
  },
  {
    author: 'Emma',
    type: 'general',
    content: 'First post! Just finished week one of Strength Foundations. Sore but happy.',
    daysAgo: 168,
    likes: 10,
  },
];
