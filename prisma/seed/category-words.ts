import type { CategorySlug } from "./categories.ts";

export interface CategoryWords {
  /** Last words of a business name, e.g. "Cleaning Co." */
  nouns: readonly string[];
  /** A provider shows 3-6 of these; the cleaning finder matches "eco", "green" and "pet". */
  specialties: readonly string[];
  /** Categories the same business often offers as well. */
  related: readonly CategorySlug[];
  /** Share of providers who come to the customer ("Mobile Service"). */
  mobileShare: number;
  /** Middle sentence of the description. */
  pitch: readonly string[];
  reviews: readonly string[];
  /** Trades that take emergency calls. */
  emergency?: boolean;
  /** Cleaning and detailing: names may promise a shine. */
  cleaning?: boolean;
}

export const CATEGORY_WORDS: Record<CategorySlug, CategoryWords> = {
  "house-cleaning": {
    cleaning: true,
    nouns: ["Cleaning Co.", "Home Cleaning", "Maids", "Housekeeping", "Cleaning Services", "Cleaners"],
    specialties: [
      "Regular Cleaning", "Move-in/Move-out", "Window Cleaning", "Eco-friendly products", "Pet-safe",
      "Green cleaning", "Kitchen & bathroom focus", "Laundry & ironing", "Fridge & oven cleaning",
      "Bring own supplies", "Condo & apartment specialists", "Allergy-friendly",
    ],
    related: ["deep-cleaning", "carpet-cleaning"],
    mobileShare: 0.35,
    pitch: [
      "We offer weekly, biweekly and one-time home cleaning with the same cleaner every visit.",
      "Our teams handle kitchens, bathrooms, floors and dusting, and bring their own supplies.",
      "Reliable residential cleaning for houses, condos and apartments of every size.",
    ],
    reviews: [
      "The house has never looked better. Bathrooms were spotless.",
      "Same cleaner every two weeks and she is wonderful. Very thorough.",
      "They used the eco products I asked for and were careful around my cat.",
      "Booked a one-time clean before guests arrived. Fast and thorough.",
    ],
  },
  "car-detailing": {
    cleaning: true,
    nouns: ["Auto Detailing", "Auto Spa", "Car Care", "Mobile Detailing", "Detail Studio"],
    specialties: [
      "Interior Detail", "Exterior Detail", "Full Car Detail", "Mobile Wash", "Paint Protection",
      "Ceramic coating", "Eco-friendly waterless wash", "Pet hair removal", "Headlight restoration",
      "Salt & winter stain removal", "Engine bay cleaning", "Odour removal",
    ],
    related: ["carpet-cleaning"],
    mobileShare: 0.7,
    pitch: [
      "We detail cars, trucks and SUVs inside and out, right in your driveway or at our shop.",
      "From a quick hand wash to a full ceramic coating, your vehicle leaves looking showroom-new.",
      "Winter salt, pet hair and coffee spills are our specialty.",
    ],
    reviews: [
      "My SUV looks brand new, all the winter salt is gone from the carpets.",
      "They came to my office parking lot and detailed the car while I worked.",
      "Pet hair everywhere before, not a single one after. Impressive.",
      "The ceramic coating still beads water months later.",
    ],
  },
  "carpet-cleaning": {
    cleaning: true,
    nouns: ["Carpet Care", "Carpet Cleaning", "Rug & Upholstery", "Steam Cleaning"],
    specialties: [
      "Carpet Cleaning", "Upholstery Cleaning", "Area Rug Cleaning", "Pet Odor Treatment",
      "Stain Removal", "Eco-friendly products", "Pet-safe", "Fast-drying", "Mattress cleaning",
      "Scotchgard protection", "Hot-water extraction",
    ],
    related: ["house-cleaning", "deep-cleaning"],
    mobileShare: 0.5,
    pitch: [
      "Truck-mounted hot-water extraction lifts deep dirt and dries in a few hours.",
      "We clean carpets, area rugs, sofas and mattresses with pet-safe solutions.",
      "Wine, coffee and pet stains treated on the spot, with odour removal included.",
    ],
    reviews: [
      "Got out a red wine stain I had given up on.",
      "Carpets dried in about four hours and the pet smell is gone.",
      "They moved the furniture and put it all back. Great crew.",
      "Our sofa looks new again. Very reasonable price.",
    ],
  },
  "deep-cleaning": {
    cleaning: true,
    nouns: ["Deep Cleaning", "Cleaning Pros", "Move-Out Cleaning", "Spring Cleaning Co."],
    specialties: [
      "Move-in/Move-out", "Post-Construction", "Spring cleaning", "Baseboards & walls",
      "Inside cabinets", "Appliance deep clean", "Eco-friendly products", "Green cleaning",
      "Pet-safe", "Landlord & property manager rates",
    ],
    related: ["house-cleaning", "carpet-cleaning"],
    mobileShare: 0.3,
    pitch: [
      "Move-out, post-renovation and spring cleans that get the deposit back.",
      "We clean inside cabinets, appliances, baseboards and every corner others skip.",
      "Checklist-driven deep cleaning for homes, rentals and new builds.",
    ],
    reviews: [
      "Landlord said it was the cleanest unit he had ever got back.",
      "After our renovation there was dust everywhere. Now there is none.",
      "They cleaned inside the oven and fridge without being asked.",
    ],
  },
  handyman: {
    nouns: ["Handyman Services", "Home Repairs", "Fix-It", "Property Maintenance", "Handyman"],
    specialties: [
      "Furniture assembly", "TV mounting", "Drywall repair", "Painting", "Door & lock repair",
      "Deck repair", "Caulking & weatherproofing", "Shelving & storage", "Minor plumbing",
      "Seniors' home safety", "Fence repair",
    ],
    related: ["landscaping", "moving", "snow-removal"],
    mobileShare: 0.4,
    pitch: [
      "No job too small: assembly, mounting, patching, painting and repairs.",
      "One call for the whole to-do list, with honest hourly rates.",
      "We keep homes and rental units in good repair year-round.",
    ],
    reviews: [
      "Mounted the TV and assembled two dressers in one afternoon.",
      "Fixed a door that had been sticking for years. Took ten minutes.",
      "Patched and painted the drywall so well you cannot tell.",
    ],
  },
  landscaping: {
    nouns: ["Landscaping", "Lawn & Garden", "Yard Care", "Outdoor Living", "Lawn Care"],
    specialties: [
      "Lawn mowing", "Spring & fall clean-up", "Hedge trimming", "Sod installation",
      "Garden design", "Interlock & patios", "Organic fertilizer", "Eco-friendly practices",
      "Tree & shrub pruning", "Mulching", "Irrigation",
    ],
    related: ["snow-removal", "handyman"],
    mobileShare: 0.4,
    pitch: [
      "Weekly lawn care, seasonal clean-ups and garden makeovers.",
      "We design and build patios, gardens and interlock that last through Canadian winters.",
      "Reliable yard maintenance from the first thaw to the last leaf.",
    ],
    reviews: [
      "The yard looks amazing after the spring clean-up.",
      "Weekly mowing has been consistent all summer.",
      "They redesigned our front garden and the neighbours keep asking who did it.",
    ],
  },
  "snow-removal": {
    nouns: ["Snow Removal", "Snow Services", "Snow & Ice", "Plowing"],
    specialties: [
      "Driveway clearing", "Walkway shovelling", "Salting & sanding", "Seasonal contracts",
      "Roof snow removal", "Commercial lots", "Pet-safe ice melt", "24-hour storm response",
      "Windrow clearing",
    ],
    related: ["landscaping", "handyman"],
    mobileShare: 0.3,
    emergency: true,
    pitch: [
      "Seasonal contracts and per-visit clearing, out before you leave for work.",
      "Driveways, walkways and steps cleared and salted after every snowfall.",
      "We watch the forecast so you do not have to.",
    ],
    reviews: [
      "Driveway was clear by 6am every storm this winter.",
      "They use pet-safe salt, which matters to us with two dogs.",
      "Never missed a snowfall all season. Worth every penny.",
    ],
  },
  moving: {
    nouns: ["Movers", "Moving & Storage", "Moving Co.", "Relocation Services"],
    specialties: [
      "Local moves", "Long-distance moves", "Packing & unpacking", "Piano moving",
      "Furniture disassembly", "Storage", "Student moves", "Office relocation",
      "Junk removal", "Fully insured",
    ],
    related: ["handyman"],
    mobileShare: 0.2,
    pitch: [
      "Careful, insured movers for apartments, houses and offices.",
      "Packing, loading, transport and set-up, with blankets and dollies included.",
      "Flat-rate local moves and long-distance moves across Canada.",
    ],
    reviews: [
      "Moved a three-bedroom in under five hours without a scratch.",
      "The crew wrapped everything and were careful with the stairs.",
      "Quote was accurate, no surprises on moving day.",
    ],
  },
  plumbing: {
    nouns: ["Plumbing", "Plumbing & Drains", "Plumbing & Heating", "Drain Services"],
    specialties: [
      "Leak repair", "Drain cleaning", "Water heaters", "Fixture installation", "Sump pumps",
      "Backwater valves", "Frozen pipe repair", "Water softeners", "Bathroom renovations",
      "Licensed & insured",
    ],
    related: ["hvac", "handyman"],
    mobileShare: 0.3,
    emergency: true,
    pitch: [
      "Licensed plumbers for leaks, clogs, water heaters and renovations.",
      "Emergency repairs answered fast, with clear flat-rate pricing.",
      "Frozen pipes, sump pumps and backwater valves: we keep basements dry.",
    ],
    reviews: [
      "Came out on a Sunday night for a burst pipe. Lifesavers.",
      "Replaced our water heater the same day we called.",
      "Explained everything and the price matched the quote.",
    ],
  },
  electrical: {
    nouns: ["Electric", "Electrical Services", "Electrical Contracting", "Power & Lighting"],
    specialties: [
      "Panel upgrades", "Lighting installation", "EV charger installation", "Outlets & switches",
      "Pot lights", "Knob-and-tube replacement", "Generator hookups", "Smart home wiring",
      "ESA-permitted work", "Licensed master electrician",
    ],
    related: ["hvac", "handyman"],
    mobileShare: 0.3,
    emergency: true,
    pitch: [
      "Licensed electricians for panels, pot lights, EV chargers and renovations.",
      "Permitted, inspected work with a clean job site at the end of every day.",
      "Safe, code-compliant wiring for older homes and new builds.",
    ],
    reviews: [
      "Installed our EV charger and handled the permit.",
      "Pot lights look fantastic and they patched every hole.",
      "Found the fault two other electricians missed.",
    ],
  },
  hvac: {
    nouns: ["Heating & Cooling", "HVAC", "Comfort Systems", "Furnace & Air"],
    specialties: [
      "Furnace repair", "Furnace installation", "Air conditioning", "Heat pumps",
      "Duct cleaning", "Annual tune-ups", "Energy-efficient upgrades", "Rebate paperwork",
      "Boilers", "Indoor air quality",
    ],
    related: ["plumbing", "electrical"],
    mobileShare: 0.3,
    emergency: true,
    pitch: [
      "Furnace, air-conditioner and heat-pump installs, repairs and tune-ups.",
      "We help you pick an energy-efficient system and file the rebate paperwork.",
      "No heat in January? Our technicians are on call.",
    ],
    reviews: [
      "Furnace died in a cold snap and they had it running the same evening.",
      "New heat pump is quiet and our bills are down.",
      "Helpful advice, no upselling, and a tidy install.",
    ],
  },
  "pest-control": {
    nouns: ["Pest Control", "Pest Solutions", "Wildlife & Pest", "Exterminators"],
    specialties: [
      "Mice & rats", "Ants", "Bed bugs", "Wasps & hornets", "Cockroaches", "Raccoon removal",
      "Humane wildlife removal", "Pet-safe treatments", "Eco-friendly options",
      "Preventive sealing", "Licensed technicians",
    ],
    related: [],
    mobileShare: 0.3,
    pitch: [
      "Licensed technicians for mice, ants, bed bugs, wasps and wildlife.",
      "Pet-safe treatments and sealing that keeps pests from coming back.",
      "Discreet, guaranteed pest control for homes and businesses.",
    ],
    reviews: [
      "The mice are gone and they sealed the gaps they were using.",
      "Humane raccoon removal, and they fixed the soffit too.",
      "Bed bug treatment worked the first time.",
    ],
  },
};
