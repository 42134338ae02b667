/** A well-known sight: a stop made from a photo taken there is named after it. */
export interface Sight {
  name: string;
  region: string;
  lat: number;
  lon: number;
  /** How far from its point the name still holds, in km: a bridge reaches 1 km, a canyon or a coast farther. */
  reachKm: number;
}

const US = 'United States';
const sight = (name: string, region: string, lat: number, lon: number, reachKm = 1): Sight => ({
  name,
  region,
  lat,
  lon,
  reachKm,
});

/**
 * Sights road trips pass that the town list misses (it knows places by their population, so a waterfall or a
 * bridge takes the name of the nearest village). The spec's preset landmarks are added beside these.
 */
export const SIGHTS: readonly Sight[] = [
  // California
  sight('Bixby Bridge', `Big Sur, CA, ${US}`, 36.3715, -121.9017),
  sight('McWay Falls', `Big Sur, CA, ${US}`, 36.1578, -121.6722),
  sight('Pfeiffer Beach', `Big Sur, CA, ${US}`, 36.2381, -121.8162),
  sight('Big Sur', `CA, ${US}`, 36.2704, -121.8081, 12),
  sight('Point Lobos', `Carmel, CA, ${US}`, 36.5158, -121.9382, 1.5),
  sight('Monterey Bay Aquarium', `Monterey, CA, ${US}`, 36.6182, -121.9018, 0.3),
  sight('Hearst Castle', `San Simeon, CA, ${US}`, 35.6852, -121.1682),
  sight('Morro Rock', `Morro Bay, CA, ${US}`, 35.3713, -120.8676),
  sight('Santa Monica Pier', `Santa Monica, CA, ${US}`, 34.0094, -118.4973, 0.4),
  sight('Griffith Observatory', `Los Angeles, CA, ${US}`, 34.1184, -118.3004, 0.5),
  sight('Alcatraz Island', `San Francisco, CA, ${US}`, 37.8267, -122.423, 0.6),
  sight('Lombard Street', `San Francisco, CA, ${US}`, 37.8021, -122.4187, 0.3),
  sight('Muir Woods', `Mill Valley, CA, ${US}`, 37.897, -122.5811, 1.5),
  sight('Half Dome', `Yosemite, CA, ${US}`, 37.7459, -119.5332),
  sight('Glacier Point', `Yosemite, CA, ${US}`, 37.7306, -119.5738),
  sight('Tunnel View', `Yosemite, CA, ${US}`, 37.7159, -119.6773, 0.6),
  sight('Badwater Basin', `Death Valley, CA, ${US}`, 36.2303, -116.7675, 2),
  sight('Zabriskie Point', `Death Valley, CA, ${US}`, 36.4207, -116.8101),
  sight('Joshua Tree National Park', `CA, ${US}`, 33.8734, -115.901, 20),
  sight('Lake Tahoe', `CA, ${US}`, 39.0968, -120.0324, 15),
  // The Southwest and the Rockies
  sight('Horseshoe Bend', `Page, AZ, ${US}`, 36.8791, -111.5104),
  sight('Antelope Canyon', `Page, AZ, ${US}`, 36.8619, -111.3743),
  sight('Monument Valley', `UT, ${US}`, 36.998, -110.0985, 8),
  sight('Zion Canyon', `Zion National Park, UT, ${US}`, 37.2982, -113.0263, 6),
  sight('Bryce Canyon', `UT, ${US}`, 37.6283, -112.1677, 6),
  sight('Delicate Arch', `Arches National Park, UT, ${US}`, 38.7436, -109.4993),
  sight('Mesa Arch', `Canyonlands National Park, UT, ${US}`, 38.3892, -109.868),
  sight('Hoover Dam', `NV, ${US}`, 36.0161, -114.7377),
  sight('Meteor Crater', `AZ, ${US}`, 35.0281, -111.0225, 1.5),
  sight('Petrified Forest National Park', `AZ, ${US}`, 34.91, -109.8068, 15),
  sight('White Sands National Park', `NM, ${US}`, 32.7872, -106.3257, 10),
  sight('Carlsbad Caverns', `NM, ${US}`, 32.1479, -104.5567, 1.5),
  sight('Four Corners Monument', US, 36.999, -109.0452, 0.5),
  sight('Mesa Verde', `CO, ${US}`, 37.1838, -108.4887, 10),
  sight('Garden of the Gods', `Colorado Springs, CO, ${US}`, 38.8784, -104.8698, 1.5),
  sight('Pikes Peak', `CO, ${US}`, 38.8409, -105.0423, 2),
  sight('Red Rocks Amphitheatre', `Morrison, CO, ${US}`, 39.6654, -105.2057),
  sight('Cadillac Ranch', `Amarillo, TX, ${US}`, 35.1872, -101.9871, 0.5),
  // The North and the Northwest
  sight('Old Faithful', `Yellowstone, WY, ${US}`, 44.4605, -110.8281),
  sight('Grand Prismatic Spring', `Yellowstone, WY, ${US}`, 44.5251, -110.8382),
  sight('Devils Tower', `WY, ${US}`, 44.5902, -104.7146, 1.5),
  sight('Crazy Horse Memorial', `SD, ${US}`, 43.8366, -103.624),
  sight('Badlands National Park', `SD, ${US}`, 43.8554, -102.3397, 15),
  sight('Logan Pass', `Glacier National Park, MT, ${US}`, 48.6966, -113.7183, 1.5),
  sight('Crater Lake', `OR, ${US}`, 42.9446, -122.109, 8),
  sight('Multnomah Falls', `OR, ${US}`, 45.5762, -122.1158),
  sight('Haystack Rock', `Cannon Beach, OR, ${US}`, 45.8844, -123.9686, 0.6),
  sight('Paradise, Mount Rainier', `WA, ${US}`, 46.786, -121.7353, 2),
  sight('Space Needle', `Seattle, WA, ${US}`, 47.6205, -122.3493, 0.3),
  // The East
  sight('Brooklyn Bridge', `New York, NY, ${US}`, 40.7061, -73.9969, 0.5),
  sight('Empire State Building', `New York, NY, ${US}`, 40.7484, -73.9857, 0.2),
  sight('Cadillac Mountain', `Acadia National Park, ME, ${US}`, 44.3526, -68.2249, 1.5),
  sight('Washington Monument', `Washington, DC, ${US}`, 38.8895, -77.0353, 0.4),
  sight('Lincoln Memorial', `Washington, DC, ${US}`, 38.8893, -77.0502, 0.3),
  sight('United States Capitol', `Washington, DC, ${US}`, 38.8899, -77.0091, 0.4),
  sight('Independence Hall', `Philadelphia, PA, ${US}`, 39.9489, -75.15, 0.2),
  sight('Gateway Arch', `St. Louis, MO, ${US}`, 38.6247, -90.1848, 0.5),
  sight('Clingmans Dome', `Great Smoky Mountains, TN, ${US}`, 35.5628, -83.4985),
  sight('Mammoth Cave', `KY, ${US}`, 37.1862, -86.1, 2),
  sight('Kennedy Space Center', `FL, ${US}`, 28.5729, -80.649, 3),
  // Canada
  sight('Moraine Lake', 'Banff National Park, Canada', 51.3217, -116.186),
  // Europe
  sight('Eiffel Tower', 'Paris, France', 48.8584, 2.2945, 0.4),
  sight('Mont-Saint-Michel', 'France', 48.6361, -1.5115, 1.5),
  sight('Colosseum', 'Rome, Italy', 41.8902, 12.4922, 0.3),
  sight('Trevi Fountain', 'Rome, Italy', 41.9009, 12.4833, 0.15),
  sight('Leaning Tower of Pisa', 'Pisa, Italy', 43.723, 10.3966, 0.3),
  sight('Pompeii', 'Italy', 40.7508, 14.4869, 1),
  sight('Sagrada Família', 'Barcelona, Spain', 41.4036, 2.1744, 0.3),
  sight('Alhambra', 'Granada, Spain', 37.1761, -3.5881, 0.6),
  sight('Belém Tower', 'Lisbon, Portugal', 38.6916, -9.216, 0.4),
  sight('Cabo da Roca', 'Portugal', 38.7804, -9.4989),
  sight('Brandenburg Gate', 'Berlin, Germany', 52.5163, 13.3777, 0.3),
  sight('Cologne Cathedral', 'Cologne, Germany', 50.9413, 6.9583, 0.3),
  sight('Neuschwanstein Castle', 'Germany', 47.5576, 10.7498),
  sight('Kinderdijk', 'Netherlands', 51.884, 4.639, 1.5),
  sight('Keukenhof', 'Lisse, Netherlands', 52.2697, 4.5466),
  sight('Tower Bridge', 'London, United Kingdom', 51.5055, -0.0754, 0.3),
  sight('Stonehenge', 'United Kingdom', 51.1789, -1.8262),
  sight('Cliffs of Moher', 'Ireland', 52.9715, -9.4309, 2),
  sight('Matterhorn', 'Switzerland', 45.9763, 7.6586, 3),
  sight('Acropolis of Athens', 'Athens, Greece', 37.9715, 23.7257, 0.4),
  // Elsewhere
  sight('Sydney Opera House', 'Sydney, Australia', -33.8568, 151.2153, 0.3),
  sight('Uluru', 'Australia', -25.3444, 131.0369, 5),
  sight('Machu Picchu', 'Peru', -13.1631, -72.545, 1.5),
  sight('Christ the Redeemer', 'Rio de Janeiro, Brazil', -22.9519, -43.2105, 0.5),
  sight('Taj Mahal', 'Agra, India', 27.1751, 78.0421, 0.5),
  sight('Mount Fuji', 'Japan', 35.3606, 138.7274, 8),
];
