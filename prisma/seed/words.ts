// Word lists the seed combines into business names, addresses and reviews.
// Names are invented; any match with a real business is a coincidence.

/** First word of a business name, at home anywhere in Canada. */
export const NAME_PREFIXES = [
  "Maple Leaf", "Northern", "True North", "Great White North", "Polar", "Aurora", "Evergreen",
  "Red Maple", "Timberline", "Lakeside", "Summit", "Harbour", "Birch", "Cedar", "Spruce", "Boreal",
  "Frontier", "Heritage", "Crown", "Pinnacle", "Sterling", "Loon", "Caribou", "Beaver", "Blue Heron",
  "Canuck", "Snowbird", "Northern Lights", "Twin Oaks", "Pine Ridge", "Silver Birch", "Cornerstone",
] as const;

/** Prefixes that only make sense in their own province or territory. */
export const REGIONAL_NAME_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  BC: ["Pacific", "Coastal", "Okanagan", "Dogwood", "Cascade", "Salish Sea", "Kootenay"],
  AB: ["Wild Rose", "Chinook", "Rocky Mountain", "Icefield", "Foothills", "Prairie"],
  SK: ["Prairie", "Golden Wheat", "Living Skies", "Flatland"],
  MB: ["Prairie", "Red River", "Bison", "Golden Boy"],
  ON: ["Trillium", "Great Lakes", "Muskoka", "Niagara", "Canadian Shield", "Georgian Bay"],
  QC: ["Laurentian", "St. Lawrence", "Fleur-de-Lys", "Boréal", "Gaspésie"],
  NB: ["Fundy", "Atlantic", "Miramichi", "Acadian"],
  NS: ["Atlantic", "Bluenose", "Fundy", "Cape Breton", "Mayflower"],
  PE: ["Island", "Red Sands", "Atlantic"],
  NL: ["Atlantic", "The Rock", "Iceberg Alley", "Puffin"],
  YT: ["Klondike", "Midnight Sun", "Yukon Gold"],
  NT: ["Midnight Sun", "Tundra", "Great Slave"],
  NU: ["Tundra", "Arctic", "Inukshuk"],
};

/** Optional middle word: what the business promises. */
export const NAME_QUALITIES = [
  "Reliable", "Trusted", "Premier", "Elite", "Pro", "Express", "Quality", "Honest", "Precision",
  "First Choice", "Five Star", "All-Season", "Hometown", "Dependable",
] as const;

/** Middle words that only suit cleaning and detailing businesses. */
export const CLEANING_QUALITIES = ["Shine", "Sparkle", "Bright", "Fresh", "Pristine", "Spotless", "Crystal", "Gleam"] as const;

/** Common Canadian surnames, English, French and from newer communities. */
export const SURNAMES = [
  "Smith", "Brown", "Tremblay", "Martin", "Roy", "Wilson", "MacDonald", "Gagnon", "Johnson",
  "Taylor", "Côté", "Campbell", "Anderson", "Leblanc", "Lee", "Bouchard", "Gauthier", "Morin",
  "Thompson", "White", "Bélanger", "Singh", "Patel", "Nguyen", "Chen", "Wong", "Kim", "Gill",
  "Fraser", "Stewart", "Robertson", "Pelletier", "Lavoie", "Fortin", "Gendron", "O'Brien",
  "Murphy", "Kowalski", "Petrov", "Silva", "Santos", "Ahmed", "Khan", "Ali", "Sandhu", "Dhillon",
  "Leung", "Tran", "Park", "Mercier", "Bergeron", "Paquette", "Cameron", "McLeod", "Sinclair",
] as const;

export const FIRST_NAMES = [
  "Sarah", "Michael", "Emily", "David", "Olivia", "James", "Chloé", "Mathieu", "Priya", "Arjun",
  "Jessica", "Ryan", "Mei", "Wei", "Fatima", "Omar", "Hannah", "Liam", "Noah", "Emma", "Sophie",
  "Gabriel", "Isabelle", "Marc", "Julie", "Kevin", "Amanda", "Daniel", "Laura", "Jason",
  "Harpreet", "Gurpreet", "Ana", "Carlos", "Tyler", "Megan", "Brandon", "Nicole", "Ethan", "Zoe",
  "Amélie", "Louis", "Nathalie", "Patrick", "Aisha", "Ravi", "Linh", "Minh", "Grace", "Owen",
] as const;

export const STREETS_EN = [
  "King St", "Queen St", "Main St", "Yonge St", "Dundas St", "Victoria Ave", "Maple Ave",
  "Elm St", "Oak St", "Cedar Dr", "Lakeshore Rd", "Park Ave", "Church St", "Wellington St",
  "Bay St", "Front St", "College St", "Bloor St", "Centre St", "Richmond St", "Water St",
  "Railway Ave", "1st Ave", "2nd Ave", "3rd St", "4th St", "5th Ave", "Jasper Ave",
  "Portage Ave", "Granville St", "Commercial Dr", "Broadway", "Government St", "Albert St",
  "Spring Garden Rd", "Argyle St", "Water St E", "Highland Rd", "Ridge Rd", "Sunset Blvd",
  "Riverside Dr", "Hillcrest Ave", "Pine Cres", "Birch Way", "Willow Lane", "Industrial Rd",
] as const;

/** Quebec addresses put the street type first: "1250 rue Principale". */
export const STREETS_FR = [
  "rue Principale", "rue Saint-Jean", "rue Notre-Dame", "rue Sainte-Catherine", "boulevard Saint-Laurent",
  "rue Saint-Denis", "boulevard René-Lévesque", "avenue du Parc", "rue de l'Église", "chemin du Lac",
  "boulevard des Laurentides", "rue King", "rue Wellington", "boulevard Taschereau", "rue des Érables",
  "avenue des Pins", "rue Laurier", "boulevard Talbot", "rue Racine", "chemin de la Montagne",
] as const;

/** Text lines for a provider's availability list. */
export const AVAILABILITY_PATTERNS = [
  ["Mon-Fri 8am-6pm", "Sat 9am-4pm"],
  ["Mon-Fri 9am-5pm"],
  ["Mon-Sat 7am-7pm"],
  ["Tue-Sat 8am-5pm", "Evenings by appointment"],
  ["Mon-Fri 7am-4pm", "Weekends by request"],
  ["7 days a week, 8am-8pm"],
  ["Mon-Thu 8am-6pm", "Fri 8am-3pm"],
  ["Weekdays 10am-7pm", "Sat-Sun 9am-5pm"],
] as const;

/** Extra line for trades that answer calls at night. */
export const EMERGENCY_AVAILABILITY = "24/7 emergency service";

/** Phrases that start a description; `{city}` and `{year}` are filled in. */
export const DESCRIPTION_OPENINGS = [
  "Family-owned and serving {city} since {year}.",
  "Locally owned {city} business, in operation since {year}.",
  "Trusted by {city} homeowners since {year}.",
  "Proudly Canadian and serving {city} since {year}.",
  "Independent {city} company founded in {year}.",
] as const;

export const DESCRIPTION_CLOSINGS = [
  "Fully insured, with upfront quotes and no hidden fees.",
  "Satisfaction guaranteed: if something is missed, we come back for free.",
  "Bilingual service in English and French on request.",
  "Free estimates and flexible scheduling, including weekends.",
  "WSIB-covered crews and a one-year workmanship guarantee.",
  "Friendly, background-checked staff who treat your home like their own.",
] as const;

export const SERVICE_AREA_PATTERNS = [
  "{city} and surrounding areas",
  "Within {km} km of {city}",
  "{city} and nearby communities",
  "Greater {city} area",
] as const;

export const SERVICE_AREA_RADII_KM = [10, 15, 20, 25, 30, 40, 50] as const;

export const EMAIL_MAILBOXES = ["info", "hello", "contact", "bookings", "office"] as const;

/** Generic review comments, used when a category has no more of its own. */
export const GENERIC_REVIEWS = [
  "Showed up on time, friendly and professional. Would book again.",
  "Great communication from quote to finish. Fair price too.",
  "Very happy with the work. Highly recommend to anyone in the area.",
  "Good job overall, a little late but they called ahead.",
  "Excellent service, cleaned up after themselves and left everything tidy.",
  "Reasonable rates and quality work. Already booked them again.",
] as const;
