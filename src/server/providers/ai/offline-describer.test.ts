import { beforeAll, describe, expect, it } from 'vitest';
import { VISIT_TYPES } from '../../../common/trips/stop-rules';
import type { DistanceUnit } from '../../../common/units';
import type { Gazetteer } from '../places/gazetteer';
import { sharedGazetteer } from '../places/gazetteer-provider';
import type { DescriptionRequest } from './describer';
import { OFFLINE_WRITERS } from './offline/languages';
import { describeOffline } from './offline-describer';

// The place list takes a second or more to build on a busy machine: once, before the tests and outside their time.
let gazetteer: Gazetteer;
beforeAll(async () => {
  gazetteer = await sharedGazetteer();
}, 60_000);
const offline = (described: DescriptionRequest) => describeOffline(described, gazetteer);

const trip = { title: 'Canyon Country', startLocation: 'Denver, CO', endLocation: 'Las Vegas, NV' };
const denver = { name: 'Denver', latitude: 39.7392, longitude: -104.9903 };

const request = (
  languages: string[],
  stop: Partial<DescriptionRequest['stop']> = {},
  unit: DistanceUnit = 'mi',
): DescriptionRequest => ({
  stop: {
    name: 'Moab',
    latitude: 38.5733,
    longitude: -109.5498,
    visitType: 'scenic',
    description: null,
    arrivalTime: null,
    ...stop,
  },
  trip,
  previous: denver,
  languages,
  unit,
});

/** A camp 5 km north of Moab, named after it, and a viewpoint by Bixby Bridge. */
const camp = { name: 'Near Moab', latitude: 38.6183, longitude: -109.5498, visitType: 'accommodation' };
const viewpoint = { name: 'Vista Point', latitude: 36.3745, longitude: -121.9017, visitType: 'photo' };

describe('the offline description', () => {
  it('writes English', () => {
    expect(offline(request([])).split('\n\n')).toEqual([
      'Moab (UT, United States) is a small town of about 5,235 people.',
      'It is a scenic stop on "Canyon Country", from Denver, CO to Las Vegas, NV. The previous stop, Denver, is about 257 miles away as the crow flies.',
      "Written offline from Roadbook's built-in place list.",
    ]);
    expect(offline(request(['en'], camp, 'km'))).toMatch(
      /^This spot lies about 5 km from Moab \(UT, United States\)\. Moab is a small town of about 5,235 people\.\n\nIt is an overnight stop on "Canyon Country", from Denver, CO to Las Vegas, NV\. The previous stop, Denver, is about 41\d km away/,
    );
    expect(offline(request([], viewpoint))).toMatch(
      /^Vista Point is at Bixby Bridge \(Big Sur, CA, United States\)\. Bixby Bridge is a well-known sight\.\n\nIt is a photo stop/,
    );
  });

  it('writes French, with elision and the country in French', () => {
    expect(offline(request(['fr'])).split('\n\n')).toEqual([
      "Moab (UT, États-Unis) est une petite ville d'environ 5\u202f235 habitants.",
      "C'est une étape panoramique du voyage « Canyon Country », de Denver, CO à Las Vegas, NV. L'étape précédente, Denver, se trouve à environ 257 miles à vol d'oiseau.",
      'Rédigé hors ligne à partir de la liste de lieux intégrée à Roadbook.',
    ]);
    expect(offline(request(['fr'], camp, 'km'))).toMatch(
      /^Cet endroit se trouve à environ 5 km de Moab \(UT, États-Unis\)\. Moab est une petite ville/,
    );
    expect(offline(request(['fr'], { ...camp, name: 'Le camp' }))).toMatch(
      /^Le camp se trouve à environ 3 miles de Moab/,
    );
    expect(offline(request(['fr'], viewpoint))).toMatch(
      /^Vista Point se trouve près de Bixby Bridge \(Big Sur, CA, États-Unis\)\. Bixby Bridge est un lieu célèbre\./,
    );
    const austin = { ...trip, startLocation: 'Austin, TX' };
    expect(offline({ ...request(['fr']), trip: austin })).toContain(
      "du voyage « Canyon Country », d'Austin, TX à",
    );
  });

  it('writes German', () => {
    expect(offline(request(['de'])).split('\n\n')).toEqual([
      'Moab (UT, Vereinigte Staaten) ist eine Kleinstadt mit etwa 5.235 Einwohnern.',
      'Es ist ein Halt mit Aussicht auf der Reise „Canyon Country“ von Denver, CO nach Las Vegas, NV. Der vorige Halt, Denver, liegt Luftlinie etwa 257 Meilen entfernt.',
      'Offline aus der eingebauten Ortsliste von Roadbook verfasst.',
    ]);
    expect(offline(request(['de'], camp, 'km'))).toMatch(
      /^Dieser Ort liegt etwa 5 km von Moab \(UT, Vereinigte Staaten\) entfernt\. Moab ist eine Kleinstadt/,
    );
  });

  it('writes Spanish, "unas" miles and "unos" kilometres', () => {
    expect(offline(request(['es'], {}, 'km'))).toContain('La parada anterior, Denver, está a unos 414 km');
    expect(offline(request(['es'])).split('\n\n')).toEqual([
      'Moab (UT, Estados Unidos) es un pueblo de unos 5235 habitantes.',
      'Es una parada panorámica del viaje «Canyon Country», de Denver, CO a Las Vegas, NV. La parada anterior, Denver, está a unas 257 millas en línea recta.',
      'Redactado sin conexión a partir de la lista de lugares integrada en Roadbook.',
    ]);
  });

  it('writes Italian', () => {
    expect(offline(request(['it'])).split('\n\n')).toEqual([
      'Moab (UT, Stati Uniti) è un piccolo centro di circa 5235 abitanti.',
      'È una tappa panoramica del viaggio «Canyon Country», da Denver, CO a Las Vegas, NV. La tappa precedente, Denver, dista circa 257 miglia in linea d’aria.'.replace(
        '’',
        "'",
      ),
      "Scritto offline a partire dall'elenco dei luoghi integrato in Roadbook.",
    ]);
  });

  it('writes Portuguese', () => {
    expect(offline(request(['pt'])).split('\n\n')).toEqual([
      'Moab (UT, Estados Unidos) é uma vila com cerca de 5235 habitantes.',
      'É uma etapa panorâmica da viagem «Canyon Country», de Denver, CO a Las Vegas, NV. A etapa anterior, Denver, fica a cerca de 257 milhas em linha reta.',
      'Escrito offline a partir da lista de lugares integrada no Roadbook.',
    ]);
  });

  it('writes Dutch', () => {
    expect(offline(request(['nl'], {}, 'km')).split('\n\n')).toEqual([
      'Moab (UT, Verenigde Staten) is een dorp met ongeveer 5.235 inwoners.',
      "Het is een stop voor het uitzicht op de reis ‘Canyon Country’, van Denver, CO naar Las Vegas, NV. De vorige stop, Denver, ligt hemelsbreed op zo'n 414 km.",
      'Offline geschreven op basis van de ingebouwde plaatsenlijst van Roadbook.',
    ]);
  });

  it("takes the first of the reader's languages it writes, else English", () => {
    expect(offline(request(['ja', 'de', 'fr']))).toMatch(/^Moab \(UT, Vereinigte Staaten\) ist/);
    expect(offline(request(['ja', 'ko']))).toMatch(/^Moab \(UT, United States\) is/);
  });

  it('has a kind of stop, with its article, for every visit type in every language', () => {
    for (const [code, writer] of Object.entries(OFFLINE_WRITERS)) {
      for (const type of VISIT_TYPES) expect(writer.kinds[type], `${code} ${type}`).toMatch(/^\p{L}+[ ']/u);
    }
    for (const type of VISIT_TYPES)
      expect(OFFLINE_WRITERS.en?.kinds[type]).toMatch(/^(a [^aeiou]|an [aeiou])/);
    expect(offline(request([], { visitType: 'arrival' }))).toContain(
      'It is an arrival stop on "Canyon Country"',
    );
  });

  it("says when a stop has no location, or is far from any place, in the reader's language", () => {
    expect(offline(request(['es'], { latitude: 0, longitude: 0 }))).toMatch(
      /^Moab aún no tiene ubicación; añada coordenadas para saber más\./,
    );
    expect(offline(request(['nl'], { latitude: 10, longitude: -140 }))).toMatch(
      /^Moab ligt op 10\.0000, -140\.0000, ver van elke plaats in de plaatsenlijst\./,
    );
  });
});

describe('the place an offline description is about', () => {
  it('is the town a stop is in, not a sight it happens to be near', () => {
    const monterey = request([], { name: 'Monterey', latitude: 36.615, longitude: -121.899 });
    expect(offline(monterey)).toMatch(/^Monterey \(CA, United States\) is a town of about [\d,]+ people\./);
  });
});
