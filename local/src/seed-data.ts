import type { WeeklyHours } from '@tiffin/shared/opening-hours';
/**
 * The demo marketplace `npm start` seeds: restaurants in five cities with dishes, categories,
 * reviews and the demo accounts. Tests import it to know what a visitor should see.
 */

export interface SeedRestaurant {
  id: string;
  name: string;
  city: string;
  address: string;
  description: string;
  latitude: number;
  longitude: number;
  sellerId: string;
  listed: boolean;
  /** Weekly opening hours, India time (beyond the spec); without them, always open. */
  hours?: WeeklyHours;
}

export interface SeedFood {
  id: string;
  restaurantId: string;
  name: string;
  /** Rupees. */
  price: number;
  type: 'veg' | 'non-veg';
  categoryId: string;
  description: string;
  quantity: number;
}

export interface SeedReview {
  subject: 'food' | 'restaurant';
  subjectId: string;
  name: string;
  rating: number;
  comment: string;
  daysAgo: number;
}

export interface SeedAccount {
  id: string;
  role: 'customer' | 'seller' | 'admin';
  username: string;
  email: string;
  password: string;
  phoneno: string;
  verified: boolean;
  /** Sellers only. */
  approved?: boolean;
}

const categories = [
  { _id: 'cat-biryani', cat: 'Biryani' },
  { _id: 'cat-dosa', cat: 'Dosa' },
  { _id: 'cat-thali', cat: 'Thali' },
  { _id: 'cat-pizza', cat: 'Pizza' },
  { _id: 'cat-burgers', cat: 'Burgers' },
  { _id: 'cat-chinese', cat: 'Chinese' },
  { _id: 'cat-rolls', cat: 'Rolls' },
  { _id: 'cat-desserts', cat: 'Desserts' },
] as const;

const restaurants: SeedRestaurant[] = [
  {
    id: 'r-blr-udupi',
    name: 'Udupi Upahar',
    city: 'Bengaluru',
    address: '12 Church Street, Bengaluru, Karnataka 560001',
    description: 'Crisp dosas and filter coffee since 1978.',
    latitude: 12.9751,
    longitude: 77.6063,
    sellerId: 'u-seller-blr',
    listed: true,
  },
  {
    id: 'r-blr-meghana',
    name: 'Meghana Spice House',
    city: 'Bengaluru',
    address: '44 Residency Road, Bengaluru, Karnataka 560025',
    description: 'Andhra-style biryani, loud and generous.',
    latitude: 12.9669,
    longitude: 77.6011,
    sellerId: 'u-seller-blr2',
    listed: true,
  },
  {
    id: 'r-blr-slice',
    name: 'Slice of Indiranagar',
    city: 'Bengaluru',
    address: '100 Feet Road, Indiranagar, Bengaluru, Karnataka 560038',
    description: 'Wood-fired pizza and craft sodas.',
    latitude: 12.9719,
    longitude: 77.6412,
    sellerId: 'u-seller-blr3',
    listed: true,
  },
  {
    id: 'r-mum-bademiya',
    name: 'Colaba Kebab Corner',
    city: 'Mumbai',
    address: 'Tulloch Road, Colaba, Mumbai, Maharashtra 400001',
    description: 'Late-night rolls and kebabs.',
    latitude: 18.9225,
    longitude: 72.8331,
    sellerId: 'u-seller-mum',
    listed: true,
    // Evenings only, closed on Mondays: the one seeded restaurant that is sometimes closed.
    hours: [null, ...Array.from({ length: 6 }, () => ({ open: '18:00', close: '23:30' }))],
  },
  {
    id: 'r-mum-pav',
    name: 'Dadar Pav Junction',
    city: 'Mumbai',
    address: 'Ranade Road, Dadar West, Mumbai, Maharashtra 400028',
    description: 'Vada pav and pav bhaji, the Mumbai way.',
    latitude: 19.0197,
    longitude: 72.8433,
    sellerId: 'u-seller-mum2',
    listed: true,
  },
  {
    id: 'r-del-paratha',
    name: 'Paranthe Wali Gali House',
    city: 'Delhi',
    address: 'Chandni Chowk, Delhi 110006',
    description: 'Stuffed parathas fried in desi ghee.',
    latitude: 28.6562,
    longitude: 77.2303,
    sellerId: 'u-seller-del',
    listed: true,
  },
  {
    id: 'r-del-momo',
    name: 'Lajpat Momo Point',
    city: 'Delhi',
    address: 'Central Market, Lajpat Nagar, Delhi 110024',
    description: 'Steamed and fried momos, chilli everything.',
    latitude: 28.5677,
    longitude: 77.2433,
    sellerId: 'u-seller-del2',
    listed: true,
  },
  {
    id: 'r-hyd-paradise',
    name: 'Secunderabad Biryani Darbar',
    city: 'Hyderabad',
    address: 'MG Road, Secunderabad, Hyderabad, Telangana 500003',
    description: 'Dum biryani cooked slow over coal.',
    latitude: 17.4416,
    longitude: 78.4983,
    sellerId: 'u-seller-hyd',
    listed: true,
  },
  {
    id: 'r-hyd-irani',
    name: 'Charminar Irani Cafe',
    city: 'Hyderabad',
    address: 'Near Charminar, Hyderabad, Telangana 500002',
    description: 'Irani chai, Osmania biscuits and bun maska.',
    latitude: 17.3616,
    longitude: 78.4747,
    sellerId: 'u-seller-hyd2',
    listed: true,
  },
  {
    id: 'r-che-saravana',
    name: 'Mylapore Tiffin Room',
    city: 'Chennai',
    address: 'North Mada Street, Mylapore, Chennai, Tamil Nadu 600004',
    description: 'Idli, pongal and ghee roast all day.',
    latitude: 13.0339,
    longitude: 80.2707,
    sellerId: 'u-seller-che',
    listed: true,
  },
  {
    id: 'r-che-chettinad',
    name: 'Chettinad Courtyard',
    city: 'Chennai',
    address: 'Khader Nawaz Khan Road, Chennai, Tamil Nadu 600006',
    description: 'Fiery Chettinad curries and thalis.',
    latitude: 13.0604,
    longitude: 80.2496,
    sellerId: 'u-seller-che2',
    listed: true,
  },
  // A pending seller's restaurant: not listed until the admin approves the seller.
  {
    id: 'r-blr-pending',
    name: 'Koramangala Cloud Kitchen',
    city: 'Bengaluru',
    address: '5th Block, Koramangala, Bengaluru, Karnataka 560095',
    description: 'Opening soon.',
    latitude: 12.9352,
    longitude: 77.6245,
    sellerId: 'u-seller-pending',
    listed: false,
  },
];

type FoodRow = [
  id: string,
  restaurantId: string,
  name: string,
  price: number,
  type: 'veg' | 'non-veg',
  categoryId: string,
  quantity: number,
  description: string,
];
const foodRows: FoodRow[] = [
  [
    'f-blr-masala-dosa',
    'r-blr-udupi',
    'Masala Dosa',
    90,
    'veg',
    'cat-dosa',
    50,
    'Crisp rice crepe with potato masala, chutney and sambar.',
  ],
  [
    'f-blr-ghee-roast',
    'r-blr-udupi',
    'Ghee Roast Dosa',
    120,
    'veg',
    'cat-dosa',
    40,
    'Paper-thin dosa roasted in ghee.',
  ],
  [
    'f-blr-south-thali',
    'r-blr-udupi',
    'South Indian Thali',
    220,
    'veg',
    'cat-thali',
    25,
    'Rice, sambar, rasam, two curries, curd and payasam.',
  ],
  [
    'f-blr-kesari-bath',
    'r-blr-udupi',
    'Kesari Bath',
    60,
    'veg',
    'cat-desserts',
    0,
    'Saffron semolina pudding. Sold out today.',
  ],
  [
    'f-blr-chicken-biryani',
    'r-blr-meghana',
    'Chicken Biryani',
    320,
    'non-veg',
    'cat-biryani',
    30,
    'Andhra-style boneless chicken biryani.',
  ],
  [
    'f-blr-paneer-biryani',
    'r-blr-meghana',
    'Paneer Biryani',
    280,
    'veg',
    'cat-biryani',
    20,
    'Fragrant basmati with spiced paneer.',
  ],
  [
    'f-blr-chilli-chicken',
    'r-blr-meghana',
    'Chilli Chicken',
    260,
    'non-veg',
    'cat-chinese',
    25,
    'Indo-Chinese, dry and fiery.',
  ],
  [
    'f-blr-margherita',
    'r-blr-slice',
    'Margherita Pizza',
    350,
    'veg',
    'cat-pizza',
    15,
    'San Marzano tomato, mozzarella, basil.',
  ],
  [
    'f-blr-pepperoni',
    'r-blr-slice',
    'Chicken Pepperoni Pizza',
    480,
    'non-veg',
    'cat-pizza',
    12,
    'Spicy chicken pepperoni and mozzarella.',
  ],
  [
    'f-blr-veg-burger',
    'r-blr-slice',
    'Crispy Veg Burger',
    180,
    'veg',
    'cat-burgers',
    30,
    'Potato and pea patty, house sauce.',
  ],
  [
    'f-mum-seekh-roll',
    'r-mum-bademiya',
    'Seekh Kebab Roll',
    160,
    'non-veg',
    'cat-rolls',
    40,
    'Smoky mutton seekh in a rumali roll.',
  ],
  [
    'f-mum-paneer-roll',
    'r-mum-bademiya',
    'Paneer Tikka Roll',
    140,
    'veg',
    'cat-rolls',
    40,
    'Charred paneer tikka with mint chutney.',
  ],
  ['f-mum-vada-pav', 'r-mum-pav', 'Vada Pav', 30, 'veg', 'cat-burgers', 100, 'Spiced potato fritter in a soft pav.'],
  ['f-mum-pav-bhaji', 'r-mum-pav', 'Pav Bhaji', 140, 'veg', 'cat-thali', 60, 'Buttery bhaji with two toasted pavs.'],
  [
    'f-del-aloo-paratha',
    'r-del-paratha',
    'Aloo Paratha',
    110,
    'veg',
    'cat-thali',
    50,
    'Potato-stuffed paratha with curd and pickle.',
  ],
  ['f-del-rabri', 'r-del-paratha', 'Rabri Jalebi', 120, 'veg', 'cat-desserts', 30, 'Hot jalebis with chilled rabri.'],
  [
    'f-del-chicken-momo',
    'r-del-momo',
    'Chicken Momos',
    150,
    'non-veg',
    'cat-chinese',
    60,
    'Eight steamed chicken momos.',
  ],
  [
    'f-del-veg-noodles',
    'r-del-momo',
    'Veg Hakka Noodles',
    170,
    'veg',
    'cat-chinese',
    40,
    'Wok-tossed noodles with vegetables.',
  ],
  [
    'f-hyd-mutton-biryani',
    'r-hyd-paradise',
    'Mutton Dum Biryani',
    420,
    'non-veg',
    'cat-biryani',
    25,
    'Kacchi gosht biryani with mirchi ka salan.',
  ],
  [
    'f-hyd-veg-biryani',
    'r-hyd-paradise',
    'Veg Dum Biryani',
    260,
    'veg',
    'cat-biryani',
    25,
    'Vegetables and basmati sealed in dum.',
  ],
  [
    'f-hyd-bun-maska',
    'r-hyd-irani',
    'Bun Maska',
    50,
    'veg',
    'cat-desserts',
    80,
    'Soft bun with a thick layer of butter.',
  ],
  ['f-hyd-keema-pav', 'r-hyd-irani', 'Keema Pav', 180, 'non-veg', 'cat-burgers', 30, 'Spiced minced mutton with pav.'],
  [
    'f-che-idli',
    'r-che-saravana',
    'Idli Vada Combo',
    80,
    'veg',
    'cat-dosa',
    70,
    'Two idlis and a medu vada with sambar.',
  ],
  [
    'f-che-pongal',
    'r-che-saravana',
    'Ven Pongal',
    90,
    'veg',
    'cat-thali',
    40,
    'Rice and moong dal with pepper and ghee.',
  ],
  [
    'f-che-chettinad-chicken',
    'r-che-chettinad',
    'Chettinad Chicken Curry',
    340,
    'non-veg',
    'cat-thali',
    20,
    'Black pepper and kalpasi chicken curry.',
  ],
  [
    'f-che-fish-thali',
    'r-che-chettinad',
    'Fish Meals',
    380,
    'non-veg',
    'cat-thali',
    15,
    'Meen kuzhambu, fry, rice and sides.',
  ],
  [
    'f-pending-bowl',
    'r-blr-pending',
    'Burrito Bowl',
    250,
    'veg',
    'cat-rolls',
    10,
    'Not listed until the seller is approved.',
  ],
];

const foods: SeedFood[] = foodRows.map(([id, restaurantId, name, price, type, categoryId, quantity, description]) => ({
  id,
  restaurantId,
  name,
  price,
  type,
  categoryId,
  quantity,
  description,
}));

type ReviewRow = [
  subject: 'food' | 'restaurant',
  subjectId: string,
  name: string,
  rating: number,
  comment: string,
  daysAgo: number,
];
const reviewRows: ReviewRow[] = [
  ['food', 'f-blr-masala-dosa', 'Asha', 5, 'Crisp, hot and the chutney is perfect.', 20],
  ['food', 'f-blr-masala-dosa', 'Ravi', 4, 'Great dosa, sambar could be hotter.', 15],
  ['food', 'f-blr-masala-dosa', 'Meera', 5, 'Tastes like my grandmother’s.', 10],
  ['food', 'f-blr-masala-dosa', 'Karthik', 4, 'Reliable every single time.', 7],
  ['food', 'f-blr-masala-dosa', 'Divya', 3, 'Good, but arrived a little soggy.', 2],
  ['food', 'f-blr-chicken-biryani', 'Imran', 5, 'Spicy and generous portion.', 9],
  ['food', 'f-blr-chicken-biryani', 'Sneha', 4, 'Loved it, a bit oily.', 4],
  ['food', 'f-blr-margherita', 'Arjun', 4, 'Proper wood-fired crust.', 6],
  ['food', 'f-mum-vada-pav', 'Pooja', 5, 'Best vada pav outside a station.', 3],
  ['food', 'f-hyd-mutton-biryani', 'Farhan', 5, 'Meat falls off the bone.', 5],
  ['food', 'f-che-idli', 'Lakshmi', 4, 'Soft idlis, lovely sambar.', 8],
  ['restaurant', 'r-blr-udupi', 'Asha', 5, 'Our Sunday breakfast place.', 20],
  ['restaurant', 'r-blr-udupi', 'Ravi', 4, 'Quick and consistent.', 15],
  ['restaurant', 'r-blr-meghana', 'Imran', 4, 'Biryani heaven.', 9],
  ['restaurant', 'r-mum-pav', 'Pooja', 5, 'Cheap and cheerful.', 3],
  ['restaurant', 'r-hyd-paradise', 'Farhan', 5, 'Worth the wait.', 5],
];

const reviews: SeedReview[] = reviewRows.map(([subject, subjectId, name, rating, comment, daysAgo]) => ({
  subject,
  subjectId,
  name,
  rating,
  comment,
  daysAgo,
}));

/** Demo accounts; the admin's email and first password come from ADMIN_EMAIL / ADMIN_INITIAL_PASSWORD. */
export function seedAccounts(env: NodeJS.ProcessEnv = process.env): SeedAccount[] {
  const sellers = restaurants.map((r, i) => ({
    id: r.sellerId,
    role: 'seller' as const,
    username: `${r.name} Owner`,
    email: r.listed
      ? i === 0
        ? 'seller@tiffin.local'
        : `seller-${r.id.slice(2)}@tiffin.local`
      : 'pending.seller@tiffin.local',
    password: 'Seller@123',
    phoneno: '9876500000'.slice(0, 8) + String(10 + i),
    verified: true,
    approved: r.listed,
  }));
  return [
    {
      id: 'u-admin',
      role: 'admin',
      username: 'Admin',
      email: (env.ADMIN_EMAIL ?? 'admin@tiffin.local').trim().toLowerCase(),
      password: env.ADMIN_INITIAL_PASSWORD ?? 'Admin@123',
      phoneno: '9000000001',
      verified: true,
    },
    {
      id: 'u-customer',
      role: 'customer',
      username: 'Priya Sharma',
      email: 'customer@tiffin.local',
      password: 'Customer@123',
      phoneno: '9000000002',
      verified: true,
    },
    ...sellers,
  ];
}

export const seed = { categories, restaurants, foods, reviews };
export const SEED_CITIES = ['Bengaluru', 'Mumbai', 'Delhi', 'Hyderabad', 'Chennai'] as const;
