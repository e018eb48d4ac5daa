import { describe, expect, it } from "vitest";
import { boundingBox, haversineKm, KM_PER_DEGREE } from "./geo.ts";

const toronto = { latitude: 43.70011, longitude: -79.4163 };
const mississauga = { latitude: 43.5789, longitude: -79.6583 };
const vancouver = { latitude: 49.24966, longitude: -123.11934 };

describe("haversineKm", () => {
  it("is zero from a place to itself and symmetric", () => {
    expect(haversineKm(toronto, toronto)).toBe(0);
    expect(haversineKm(toronto, mississauga)).toBeCloseTo(haversineKm(mississauga, toronto), 10);
  });

  it("matches published great-circle distances", () => {
    // Toronto–Mississauga city centres (GeoNames coordinates): 0.1212° of latitude is
    // 13.48 km and 0.242° of longitude at 43.64° N is 19.47 km, so about 23.7 km.
    expect(haversineKm(toronto, mississauga)).toBeCloseTo(23.68, 2);
    // Toronto–Vancouver: about 3,358 km.
    expect(Math.round(haversineKm(toronto, vancouver))).toBeGreaterThan(3340);
    expect(Math.round(haversineKm(toronto, vancouver))).toBeLessThan(3370);
  });

  it("gives one degree of latitude as about 111.2 km", () => {
    expect(haversineKm({ latitude: 45, longitude: -75 }, { latitude: 46, longitude: -75 })).toBeCloseTo(
      KM_PER_DEGREE,
      6,
    );
  });
});

describe("boundingBox", () => {
  it("contains every point of the circle", () => {
    for (const center of [toronto, vancouver, { latitude: 63.75, longitude: -68.5 }]) {
      const box = boundingBox(center, 50);
      for (let bearing = 0; bearing < 360; bearing += 5) {
        // A point ~49.9 km away along the bearing (small-step walk on the sphere).
        const point = destination(center, bearing, 49.9);
        expect(haversineKm(center, point)).toBeLessThan(50);
        expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude);
        expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude);
        expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude!);
        expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude!);
      }
    }
  });

  it("drops the longitude bounds when the circle reaches a pole", () => {
    expect(boundingBox({ latitude: 89.9, longitude: 0 }, 50)).toMatchObject({ minLongitude: null, maxLongitude: null });
  });
});

function destination(from: { latitude: number; longitude: number }, bearingDegrees: number, km: number) {
  const rad = Math.PI / 180;
  const delta = km / 6371.0088;
  const theta = bearingDegrees * rad;
  const lat1 = from.latitude * rad;
  const lng1 = from.longitude * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(delta) + Math.cos(lat1) * Math.sin(delta) * Math.cos(theta));
  const lng2 =
    lng1 +
    Math.atan2(Math.sin(theta) * Math.sin(delta) * Math.cos(lat1), Math.cos(delta) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: lat2 / rad, longitude: lng2 / rad };
}
