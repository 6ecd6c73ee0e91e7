// The truck-info block's lists: tyre positions and how to read a truck tyre's markings. The words
// are the home page's `truckGuide` catalogue's, in the page's language; a marking (315, 11R22.5,
// 3PMSF) is its own term in every language.
import type { TruckGuideMessages } from "~/i18n/messages/truck-guide.en";

type GuideKey = keyof TruckGuideMessages;

/** An item's term: a catalogue message, or a marking written the same in every language. */
export interface InfoItem {
  term: { message: Extract<GuideKey, `${string}Term`> } | { marking: string };
  text: Extract<GuideKey, `${string}Text`>;
}

export const TRUCK_INFO_LISTS: Array<{ title: Extract<GuideKey, `${string}Title`>; items: InfoItem[] }> = [
  {
    title: "positionsTitle",
    items: [
      { term: { message: "steerTerm" }, text: "steerText" },
      { term: { message: "driveTerm" }, text: "driveText" },
      { term: { message: "trailerTerm" }, text: "trailerText" },
      { term: { message: "allPositionTerm" }, text: "allPositionText" },
      { term: { message: "regionalTerm" }, text: "regionalText" },
      { term: { message: "longHaulTerm" }, text: "longHaulText" },
      { term: { message: "onOffRoadTerm" }, text: "onOffRoadText" },
    ],
  },
  {
    title: "sizeTitle",
    items: [
      { term: { marking: "315" }, text: "widthText" },
      { term: { marking: "/80" }, text: "aspectText" },
      { term: { marking: "R" }, text: "radialText" },
      { term: { marking: "22.5" }, text: "rimText" },
      { term: { marking: "11R22.5" }, text: "inchSizeText" },
      { term: { marking: "12.00R20" }, text: "olderSizeText" },
      { term: { marking: "385/65R22.5" }, text: "superSingleText" },
    ],
  },
  {
    title: "loadTitle",
    items: [
      { term: { marking: "156/150 L" }, text: "serviceText" },
      { term: { message: "singleLoadTerm" }, text: "singleLoadText" },
      { term: { message: "dualLoadTerm" }, text: "dualLoadText" },
      { term: { message: "speedSymbolTerm" }, text: "speedSymbolText" },
      { term: { message: "plyRatingTerm" }, text: "plyRatingText" },
      { term: { marking: "3PMSF" }, text: "snowflakeText" },
    ],
  },
];
