// A real measured pump curve, the same record as in src/real-curves/real-pump-data.ts (the package's real curve
// data), copied here so the package's tests are self-contained. Source record: lbl-srg/modelica-buildings
// Buildings/Fluid/Movers/Data/Pumps/Wilo/CronolineIL80slash220dash4slash4.mo at commit
// c4117ccec1f288ee6bc7f0ee0cb40a45d6940b0c (speed_rpm_nominal from e1e6ebd23c6f). Points digitised by the Buildings
// authors from a Wilo data sheet; "Wilo" names the manufacturer only — Wilo did not publish or endorse this data.
//
// Modelica Buildings Library. Copyright (c) 1998-2026 Modelica Association, International Building Performance
// Simulation Association (IBPSA), The Regents of the University of California, through Lawrence Berkeley National
// Laboratory (subject to receipt of any required approvals from the U.S. Dept. of Energy) and contributors.
// All rights reserved.
// NOTICE. This Software was developed under funding from the U.S. Department of Energy and the U.S. Government
// consequently retains certain rights. As such, the U.S. Government has been granted for itself and others acting on
// its behalf a paid-up, nonexclusive, irrevocable, worldwide license in the Software to reproduce, distribute copies
// to the public, prepare derivative works, and perform publicly and display publicly, and to permit other to do so.
// Redistribution and use in source and binary forms, with or without modification, are permitted provided that the
// following conditions are met:
// 1. Redistributions of source code must retain the above copyright notice, this list of conditions and the following
//    disclaimer.
// 2. Redistributions in binary form must reproduce the above copyright notice, this list of conditions and the
//    following disclaimer in the documentation and/or other materials provided with the distribution.
// 3. Neither the names of the Modelica Association, International Building Performance Simulation Association
//    (IBPSA), the University of California, Lawrence Berkeley National Laboratory, U.S. Dept. of Energy, nor the names
//    of its contributors may be used to endorse or promote products derived from this software without specific prior
//    written permission.
// THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES,
// INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
// DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL,
// SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
// SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY,
// WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
// OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
// (The licence's added paragraph on contributed Enhancements is in REAL_CURVE_LICENCES,
// src/real-curves/real-pump-data.ts.)
import type { CataloguePump } from '../analysis/catalogue.ts';

/** Cronoline-IL 80/220-4/4 as published: flow m³/h, head m (water, ρ 998.2), power W at 1450 rpm, 50 Hz (curves.csv). */
export const CRONOLINE_RAW: readonly (readonly [number, number, number])[] = [
  [10.92436975, 17.18410507, 1905.29339941],
  [20.84033613, 17.0245455, 2202.03582759],
  [31.09243697, 16.78331563, 2548.86483304],
  [41.00840336, 16.46014047, 2812.07908132],
  [52.60504202, 15.7695177, 3146.06691483],
  [65.37815126, 14.5885294, 3435.07911022],
  [77.14285714, 13.12080135, 3592.75276695],
  [89.41176471, 11.08062498, 3710.09774539],
  [98.65546219, 9.489154044, 3774.78991597],
  [101.6806723, 8.876833023, 3793.34692457],
];

// Exact conversions (NIST SP 811): 1 m³/h = 1000/60/3.785411784 gpm; 1 m = 1/0.3048 ft; 1 hp = 745.69987158 W.
export const GPM_PER_M3H = 1000 / 60 / 3.785411784;
export const FT_PER_M = 1 / 0.3048;
export const W_PER_HP = 745.69987158227;

/**
 * The Cronoline as a CataloguePump. From the source: speed, frequency, curve, manufacturer/model, type (inline).
 * NOT from the source (fixture assumptions, for the tests only): diameters 220 mm max (the "/220" of the name) and
 * 180 mm min, DN80 nozzles (3.15 in), minimum stable flow 25 % of BEP, materials, no price. The source calls the power
 * electrical input; its README doubts it (3.79 kW < the 4 kW motor, η 0.77 typical of a bare pump), and it is used here
 * as shaft power P2.
 */
export const CRONOLINE: CataloguePump = {
  id: 'modelica-buildings/CronolineIL80slash220dash4slash4',
  manufacturer: 'Wilo',
  series: 'Cronoline-IL',
  model: '80/220-4/4',
  type: 'inline',
  nominalSpeedRpm: 1450,
  frequencyHz: 50,
  impellerDiameterMinIn: 180 / 25.4,
  impellerDiameterMaxIn: 220 / 25.4,
  stages: 1,
  suctionNozzleIn: 80 / 25.4,
  dischargeNozzleIn: 80 / 25.4,
  curve: CRONOLINE_RAW.map(([q, h, p]) => ({
    flowGpm: q * GPM_PER_M3H,
    headFt: h * FT_PER_M,
    efficiency: null,
    npshRequiredFt: null,
    powerHp: p / W_PER_HP,
  })),
  minContinuousStableFlowGpm: 0.25 * 77.14285714 * GPM_PER_M3H,
  variableSpeed: null,
  materials: { casing: 'grey cast iron EN-GJL-250', impeller: 'grey cast iron', shaft: null },
  materialClass: 'cast-iron',
  shaftSeals: ['mechanical'],
  orientation: 'vertical',
  listPrice: null,
  leadTimeWeeks: 4,
  productUrl: null,
  dataSource:
    'lbl-srg/modelica-buildings (Modelica Buildings Library licence, revised 3-clause BSD), digitised Wilo data sheet',
};
