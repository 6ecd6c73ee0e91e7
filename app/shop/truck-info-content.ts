// The words of the truck-info block: tyre positions and how to read a truck tyre's markings.

export interface InfoItem {
  term: string;
  text: string;
}

export const TRUCK_INFO_LISTS: Array<{ title: string; items: InfoItem[] }> = [
  {
    title: "Tyre positions",
    items: [
      { term: "Steer", text: "Front axle. Rib tread for precise steering, even wear and a smooth ride; the most important tyre for safety." },
      { term: "Drive", text: "Powered axles. Deep lug or block tread that puts the engine's torque on the road and grips in wet and snow." },
      { term: "Trailer", text: "Free-rolling trailer axles. Built for load, low rolling resistance and scrub resistance in tight turns." },
      { term: "All-position", text: "One tread for every axle, typical for buses, construction tippers and mixed fleets." },
      { term: "Regional", text: "Short and medium hauls with many stops: tougher casings and cut-resistant compounds." },
      { term: "Long haul", text: "Motorway distances: low rolling resistance compounds that save fuel over hundreds of thousands of km." },
      { term: "On/off road", text: "Construction and quarry work: chip- and cut-resistant treads with self-cleaning grooves." },
    ],
  },
  {
    title: "Reading a truck tyre size",
    items: [
      { term: "315", text: "Section width in millimetres, sidewall to sidewall." },
      { term: "/80", text: "Aspect ratio: the sidewall height is 80% of the width." },
      { term: "R", text: "Radial construction, used by almost every modern truck tyre." },
      { term: "22.5", text: "Rim diameter in inches. 22.5 and 19.5 are the common tubeless truck rims." },
      { term: "11R22.5", text: "An inch size: 11 inches wide, radial, for a 22.5 inch rim; the profile is implied." },
      { term: "12.00R20", text: "Older inch size, often tube-type, still common in mining and export markets." },
      { term: "385/65R22.5", text: "Super-single trailer and steer size that replaces a pair of dual tyres." },
    ],
  },
  {
    title: "Load index and speed symbol",
    items: [
      { term: "156/150 L", text: "Load index 156 when single (4,000 kg) and 150 when fitted in pairs (3,350 kg each), up to 120 km/h." },
      { term: "Single load", text: "The first number: the most one tyre may carry when it runs alone on its side of the axle." },
      { term: "Dual load", text: "The second number: the most each tyre may carry when two run side by side." },
      { term: "Speed symbol", text: "The letter after the load index: J 100 km/h, K 110, L 120, M 130 km/h." },
      { term: "Ply rating", text: "The casing's strength, for example 16 PR or 18 PR; a higher rating carries more at a higher pressure." },
      { term: "3PMSF", text: "The three-peak mountain snowflake: proven winter performance, required on drive axles in many countries." },
    ],
  },
];
