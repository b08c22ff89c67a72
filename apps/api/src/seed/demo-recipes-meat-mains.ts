import { item, type DemoRecipe } from './demo-recipes-foods.js';

const seasoning = (name: string, amount = 'to taste') => item(name, amount, 0, null);

/** Main meals with poultry and meat; amounts use the form's units, grams feed the nutrition. */
export const demoMeatMains: DemoRecipe[] = [
  {
    name: 'Chicken Burrito Bowl',
    description:
      'Lime and chili chicken over brown rice with black beans, salsa and avocado. A meal-prep staple. Makes 2 servings; nutrition is per serving.',
    servings: 2,
    sections: [
      {
        section: 'Chicken',
        items: [
          item('chicken breast', '300 g', 300),
          item('olive oil', '1 tbsp', 13.5),
          item('lime juice', '1 tbsp', 15),
          seasoning('chili powder', '1 tsp'),
          seasoning('ground cumin', '1 tsp'),
        ],
      },
      {
        section: 'Bowl',
        items: [
          item('brown rice, cooked', '300 g', 300),
          item('black beans, cooked', '200 g', 200),
          item('tomato salsa', '100 g', 100, 'salsa'),
          item('romaine lettuce, shredded', '60 g', 60, 'romaine lettuce'),
          item('avocado, sliced', '100 g', 100, 'avocado'),
        ],
      },
    ],
    directions:
      'STEP 1. Toss the chicken with the oil, lime juice and spices.\nSTEP 2. Grill or pan-fry for 6 to 7 minutes a side until cooked through, then rest and slice.\nSTEP 3. Warm the rice and beans.\nSTEP 4. Divide the rice, beans, lettuce, salsa and avocado between two bowls and top with the chicken.',
    createdDaysAgo: 4,
    image: { format: 'jpeg', from: '#15803d', to: '#eab308' },
  },
  {
    name: 'Turkey Bolognese with Whole Wheat Spaghetti',
    description:
      'A lean, slow-simmered turkey ragù with plenty of vegetables over wholewheat pasta. Makes 4 servings; nutrition is per serving.',
    servings: 4,
    sections: [
      {
        section: 'Sauce',
        items: [
          item('lean ground turkey', '500 g', 500, 'ground turkey'),
          item('onion, finely chopped', '1', 110, 'onion'),
          item('carrot, finely chopped', '1', 60, 'carrot'),
          item('garlic cloves, crushed', '3', 9, 'garlic'),
          item('chopped tomatoes (2 cans)', '800 g', 800, 'canned tomatoes'),
          item('olive oil', '1 tbsp', 13.5),
          seasoning('dried oregano', '1 tsp'),
        ],
      },
      { section: 'Pasta', items: [item('whole wheat spaghetti', '320 g', 320)] },
      {
        section: 'To serve',
        items: [item('parmesan, grated', '40 g', 40, 'parmesan'), seasoning('fresh basil')],
      },
    ],
    directions:
      'STEP 1. Soften the onion, carrot and garlic in the oil for 8 minutes.\nSTEP 2. Add the turkey and brown it, breaking it up with a spoon.\nSTEP 3. Stir in the tomatoes and oregano, cover and simmer for 30 minutes.\nSTEP 4. Cook the spaghetti, drain and toss with the sauce. Serve with parmesan and basil.',
    createdDaysAgo: 10,
    image: { format: 'jpeg', from: '#b91c1c', to: '#f97316' },
  },
  {
    name: 'Lemon Herb Chicken Tray Bake',
    description:
      'Chicken thighs roasted on one tray with potatoes and green beans, lemon and rosemary. Makes 4 servings; nutrition is per serving.',
    servings: 4,
    sections: [
      {
        section: 'Tray',
        items: [
          item('skinless chicken thighs', '800 g', 800, 'chicken thigh'),
          item('baby potatoes, halved', '800 g', 800, 'potatoes'),
          item('green beans', '300 g', 300),
          item('olive oil', '2 tbsp', 27),
          item('lemon juice', '2 tbsp', 30),
          item('garlic cloves, crushed', '4', 12, 'garlic'),
          seasoning('fresh rosemary', '2 sprigs'),
        ],
      },
    ],
    directions:
      'STEP 1. Heat the oven to 200 °C.\nSTEP 2. Toss the potatoes with half the oil and roast for 20 minutes.\nSTEP 3. Add the chicken tossed in the remaining oil, lemon, garlic and rosemary and roast for 20 minutes more.\nSTEP 4. Add the green beans for the last 10 minutes, until the chicken is cooked through.',
    createdDaysAgo: 18,
    image: null,
  },
  {
    name: 'Beef and Broccoli Stir-Fry',
    description:
      'Lean beef and broccoli in a garlic-ginger soy sauce, on the table in 20 minutes. Makes 3 servings; nutrition is per serving.',
    servings: 3,
    sections: [
      {
        section: 'Stir-fry',
        items: [
          item('lean ground beef (90%)', '450 g', 450, 'lean ground beef'),
          item('broccoli florets', '400 g', 400, 'broccoli'),
          item('soy sauce (reduced salt)', '3 tbsp', 48, 'soy sauce'),
          item('garlic cloves', '3', 9, 'garlic'),
          item('fresh ginger, grated', '1 tbsp', 6, 'ginger'),
          item('sesame oil', '1 tbsp', 13.6),
        ],
      },
      { section: 'To serve', items: [item('white rice, cooked', '450 g', 450)] },
    ],
    directions:
      'STEP 1. Brown the beef in a hot wok with half the sesame oil, then set it aside.\nSTEP 2. Stir-fry the broccoli in the remaining oil with a splash of water for 4 minutes.\nSTEP 3. Add the garlic and ginger, return the beef, add the soy sauce and toss for a minute.\nSTEP 4. Serve over rice.',
    createdDaysAgo: 22,
    image: { format: 'jpeg', from: '#166534', to: '#78350f' },
  },
  {
    name: 'Pork Tenderloin with Roasted Vegetables',
    description:
      'Mustard-rubbed pork tenderloin roasted with sweet potato, zucchini and red onion. Makes 4 servings; nutrition is per serving.',
    servings: 4,
    sections: [
      {
        section: 'Pork',
        items: [
          item('pork tenderloin', '600 g', 600),
          seasoning('Dijon mustard', '1 tbsp'),
          item('garlic cloves, crushed', '2', 6, 'garlic'),
        ],
      },
      {
        section: 'Vegetables',
        items: [
          item('sweet potatoes, cubed', '500 g', 500, 'sweet potato'),
          item('zucchini, sliced', '2', 400, 'zucchini'),
          item('red onion, cut into wedges', '1', 110, 'onion'),
          item('olive oil', '2 tbsp', 27),
        ],
      },
    ],
    directions:
      'STEP 1. Heat the oven to 200 °C and roast the sweet potato and onion with the oil for 15 minutes.\nSTEP 2. Rub the pork with the mustard and garlic and sear it in a hot pan.\nSTEP 3. Add the zucchini and the pork to the tray and roast for 20 to 25 minutes, until the pork reaches 63 °C inside.\nSTEP 4. Rest the pork for 5 minutes before slicing.',
    createdDaysAgo: 53,
    image: null,
  },
  {
    name: 'Chicken Fajita Wraps',
    description:
      'Sizzling chicken with peppers and onions in wholewheat tortillas with yogurt and salsa. Makes 2 servings (2 wraps each); nutrition is per serving.',
    servings: 2,
    sections: [
      {
        section: 'Filling',
        items: [
          item('chicken breast, sliced', '300 g', 300, 'chicken breast'),
          item('red bell peppers, sliced', '2', 240, 'red bell pepper'),
          item('onion, sliced', '1', 110, 'onion'),
          item('olive oil', '1 tbsp', 13.5),
          seasoning('fajita seasoning', '2 tsp'),
          item('lime juice', '1 tbsp', 15),
        ],
      },
      {
        section: 'To serve',
        items: [
          item('whole wheat tortillas', '4', 180, 'whole wheat tortilla'),
          item('Greek yogurt (0% fat)', '100 g', 100, 'greek yogurt'),
          item('tomato salsa', '60 g', 60, 'salsa'),
        ],
      },
    ],
    directions:
      'STEP 1. Toss the chicken with the seasoning and lime juice.\nSTEP 2. Cook the peppers and onion in the oil over high heat for 5 minutes, then add the chicken and cook for 6 to 8 minutes.\nSTEP 3. Warm the tortillas, fill with the chicken and vegetables, and top with yogurt and salsa.',
    createdDaysAgo: 60,
    image: { format: 'png', from: '#dc2626', to: '#f59e0b' },
  },
];
