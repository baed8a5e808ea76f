// The catalog of every code the service answers with: what it means and the
// HTTP status it comes with. Engines declare the codes they can return
// (`errors`, `warnings` in the declaration, typed against this catalog), and
// /errors, OpenAPI and MCP inspect_capability list them from here;
// tests/engines/declared-codes.test.ts fails when an engine returns a code it
// does not declare. Only types from this module reach engine files, so the
// catalog's texts stay out of the browser worker.
//
// A code's meaning is its humanised name (engines/core/code-title.ts)
// unless MEANINGS says more; the suggestion of an engine error is written where
// it is raised, with the offending value, so the catalog keeps a suggestion only
// for service codes, whose fix does not depend on the calculator.
import { titleOf } from './code-title.ts';

/** Codes of the service itself (routing, limits, stores, pins), with their HTTP status. */
const SERVICE = {
  INVALID_JSON: 400,
  PAYMENT_REQUIRED: 402,
  ENGINE_NOT_FOUND: 404,
  CAPABILITY_NOT_FOUND: 404,
  SNAPSHOT_NOT_FOUND: 404,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  VERSION_MISMATCH: 409,
  PAYLOAD_TOO_LARGE: 413,
  SNAPSHOT_TOO_LARGE: 413,
  COMPUTE_BUDGET_EXCEEDED: 413,
  INVALID_SOLVE_FIELD: 400,
  INVALID_TARGET: 400,
  INVALID_SWEEP: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  STORE_UNAVAILABLE: 503,
} as const;

/** Errors the shared input layer (engines/core/inputs.ts, run.ts) gives for any calculator: every engine can return them. */
const SHARED_ERRORS = ['MISSING_REQUIRED_INPUT', 'INVALID_NUMBER', 'UNIT_MISMATCH', 'INVALID_MODE', 'INVALID_INPUT', 'NON_FINITE_RESULT'] as const;
/** Warnings the shared input layer adds on any calculator's answer. */
const SHARED_WARNINGS = ['UNKNOWN_INPUT_IGNORED', 'DUPLICATE_INPUT_IGNORED', 'IMPLAUSIBLE_VALUE'] as const;

/** Domain errors of calculators: HTTP 400 with the error body. */
const ENGINE_ERRORS = [
  'ALPHA_OUT_OF_RANGE', 'AMOUNT_MUST_BE_NON_NEGATIVE', 'APLUS_OUT_OF_RANGE', 'APPARENT_POWER_MUST_BE_NONNEGATIVE',
  'APPARENT_POWER_MUST_BE_POSITIVE', 'AREA_MUST_BE_POSITIVE', 'ATTENUATION_MUST_BE_POSITIVE', 'BANDWIDTH_EXCEEDS_NYQUIST',
  'BANDWIDTH_MUST_BE_POSITIVE', 'BASE_OUT_OF_RANGE', 'BILL_MUST_BE_POSITIVE', 'BOARD_THICKNESS_MUST_BE_POSITIVE',
  'CALENDAR_FADE_MUST_BE_NONNEGATIVE', 'CAPACITANCE_MUST_BE_NONNEGATIVE', 'CAPACITANCE_MUST_BE_POSITIVE',
  'CAPACITY_DERATED_TO_ZERO', 'CAPACITY_FACTOR_MUST_BE_POSITIVE', 'CAPACITY_MUST_BE_NONNEGATIVE',
  'CAPACITY_MUST_BE_POSITIVE', 'CELL_VOLTAGE_RANGE_INCONSISTENT', 'CIRCUIT_SINGULAR', 'CIRCUIT_TOO_LARGE',
  'COLOR_CHANNEL_NOT_INTEGER', 'COLOR_CHANNEL_OUT_OF_RANGE', 'COLOR_NOT_VALID_FOR_BAND',
  'COMPOUNDS_PER_YEAR_MUST_BE_POSITIVE', 'CONDUCTANCE_MUST_BE_NONNEGATIVE', 'COPPER_THICKNESS_MUST_BE_POSITIVE',
  'COPPER_THICKNESS_NEGATIVE', 'COST_MUST_BE_NON_NEGATIVE', 'COST_MUST_BE_POSITIVE', 'CURRENT_BELOW_SATURATION',
  'CURRENT_MUST_BE_NONNEGATIVE', 'CURRENT_MUST_BE_NONZERO', 'CURRENT_MUST_BE_POSITIVE', 'CYCLES_MUST_BE_NONNEGATIVE',
  'CYCLE_LIFE_MUST_BE_POSITIVE', 'DAYS_MUST_BE_POSITIVE', 'DENOMINATOR_MUST_BE_NONZERO',
  'DEPTH_OF_DISCHARGE_OUT_OF_RANGE', 'DIAMETER_MUST_BE_POSITIVE', 'DIODE_DROP_MUST_BE_NONNEGATIVE',
  'DISCOUNT_ABOVE_100_PCT', 'DISCOUNT_MUST_BE_NON_NEGATIVE', 'DISTANCE_MUST_BE_POSITIVE', 'DIVISION_BY_ZERO',
  'DOUBLING_INTERVAL_MUST_BE_POSITIVE', 'DOWN_PAYMENT_MUST_BE_BELOW_PRICE', 'DOWN_PAYMENT_MUST_BE_NON_NEGATIVE', 'DROPOUT_VOLTAGE_MUST_BE_NONNEGATIVE', 'DUPLICATE_ELEMENT_NAME',
  'DUTY_CYCLE_EXCEEDS_ONE', 'DUTY_CYCLE_OUT_OF_RANGE', 'EFFICIENCY_OUT_OF_RANGE', 'END_VALUE_MUST_BE_NON_NEGATIVE',
  'ENERGY_MUST_BE_POSITIVE', 'ENOB_MUST_BE_POSITIVE', 'EOL_OUT_OF_RANGE', 'ESR_MUST_BE_NONNEGATIVE',
  'EXPONENT_OUT_OF_RANGE', 'EXTRA_MONTHLY_MUST_BE_NON_NEGATIVE', 'FACTOR_MUST_BE_POSITIVE', 'FEE_MUST_BE_NONNEGATIVE', 'FINAL_POINTS_MUST_BE_POSITIVE',
  'FIXED_COST_MUST_BE_NON_NEGATIVE', 'FLOATING_NODE', 'FREQUENCY_MUST_BE_NONNEGATIVE', 'FREQUENCY_MUST_BE_POSITIVE',
  'FREQUENCY_RANGE_EMPTY', 'FUTURE_VALUE_MUST_BE_POSITIVE', 'GAIN_MUST_BE_NON_NEGATIVE',
  'GAMMA_MAGNITUDE_OUT_OF_RANGE', 'GAP_MUST_BE_POSITIVE', 'GATE_CHARGE_MUST_BE_NONNEGATIVE',
  'GATE_CHARGE_MUST_BE_POSITIVE', 'GATE_DRIVE_BELOW_PLATEAU', 'GATE_INPUT_COUNT_OUT_OF_RANGE', 'GAUGE_OUT_OF_RANGE',
  'GOAL_MUST_BE_POSITIVE', 'GPA_OUT_OF_RANGE', 'GRADE_POINTS_OUT_OF_RANGE', 'GROUND_CURRENT_MUST_BE_NONNEGATIVE',
  'HEIGHT_MUST_BE_POSITIVE', 'HOA_MUST_BE_NON_NEGATIVE', 'HOLE_DIAMETER_MUST_BE_POSITIVE', 'HOME_PRICE_MUST_BE_POSITIVE', 'HOURS_MUST_BE_NONNEGATIVE', 'HOURS_PER_DAY_ABOVE_24',
  'HYPOTENUSE_MUST_BE_LONGEST', 'IDEALITY_FACTOR_MUST_BE_POSITIVE', 'IMPEDANCE_MUST_BE_POSITIVE',
  'IMPEDANCE_TARGET_UNREACHABLE', 'IMPEDANCES_MUST_DIFFER', 'INDUCTANCE_MUST_BE_POSITIVE', 'INPUT_OUT_OF_RANGE', 'INSURANCE_MUST_BE_NON_NEGATIVE', 'INVALID_BAND_COUNT',
  'INVALID_BASE', 'INVALID_BASE64_CHARACTER', 'INVALID_BASE64_LENGTH', 'INVALID_BASE64_PADDING',
  'INVALID_CODE_POINT', 'INVALID_DIGIT', 'INVALID_GAUGE', 'INVALID_GRADE', 'INVALID_HEX_COLOR', 'INVALID_INDEX',
  'INVALID_LOGIC_LEVEL', 'INVALID_ROW', 'INVALID_UTF8', 'LENGTH_FACTOR_OUT_OF_RANGE', 'LENGTH_MUST_BE_NONNEGATIVE',
  'LENGTH_MUST_BE_POSITIVE', 'LOAD_RESISTANCE_MUST_BE_POSITIVE', 'LOG_OF_ZERO', 'LONG_MODE_NEEDS_NON_NEGATIVE',
  'LOSS_MUST_BE_NONNEGATIVE', 'LOW_FREQUENCY_LIMIT_REQUIRED', 'LUMP_SUM_MUST_BE_NON_NEGATIVE', 'MALFORMED_PERCENT_ESCAPE',
  'MARGIN_MUST_BE_NONNEGATIVE', 'METER_READING_DECREASED', 'METER_READING_MUST_BE_NONNEGATIVE', 'MIXED_NUMBER_SIGN',
  'MORE_THAN_ONE_CHARACTER', 'NOISE_DENSITY_MUST_BE_NONNEGATIVE', 'NOISE_FIGURE_MUST_BE_NONNEGATIVE', 'NOT_REAL',
  'NO_BREAK_EVEN', 'NO_CONDUCTION', 'NO_FINITE_SOLUTION', 'NO_GROUND_NODE', 'NO_HEATSINK_SUFFICIENT',
  'OPEN_LOOP_GAIN_TOO_LOW', 'ORIGINAL_PRICE_MUST_BE_POSITIVE', 'OUTER_DIAMETER_MUST_EXCEED_INNER',
  'PERMEABILITY_MUST_BE_POSITIVE', 'PERMITTIVITY_OUT_OF_RANGE', 'PEUKERT_EXPONENT_OUT_OF_RANGE',
  'PLATING_FILLS_HOLE', 'PLATING_THICKNESS_MUST_BE_POSITIVE', 'PMI_MUST_BE_NON_NEGATIVE', 'POINTS_MUST_BE_NON_NEGATIVE',
  'POSSIBLE_POINTS_MUST_BE_POSITIVE', 'POWER_EXCEEDS_APPARENT_POWER', 'POWER_FACTOR_OUT_OF_RANGE',
  'POWER_MUST_BE_NONNEGATIVE', 'POWER_MUST_BE_POSITIVE', 'POWER_RATING_MUST_BE_POSITIVE', 'PRICE_MUST_BE_POSITIVE',
  'PRINCIPAL_MUST_BE_NON_NEGATIVE', 'PRINCIPAL_MUST_BE_POSITIVE', 'PROPERTY_TAX_MUST_BE_NON_NEGATIVE', 'QUALITY_POINTS_OUT_OF_RANGE',
  'RATED_HOURS_MUST_BE_POSITIVE', 'RATE_MUST_BE_NONNEGATIVE', 'RATE_MUST_BE_NON_NEGATIVE',
  'RATE_MUST_EXCEED_MINUS_100', 'RATE_OUT_OF_RANGE', 'REAL_POWER_MUST_BE_NONNEGATIVE',
  'REFLECTED_POWER_EXCEEDS_FORWARD', 'REJECTION_RATIO_TOO_LOW', 'RESISTANCE_MUST_BE_NONNEGATIVE',
  'RESISTANCE_MUST_BE_NONZERO', 'RESISTANCE_MUST_BE_POSITIVE', 'RESISTANCE_MUST_NOT_BE_NEGATIVE',
  'RESISTANCE_OUT_OF_COLOR_CODE_RANGE', 'RESISTIVITY_MUST_BE_POSITIVE', 'RETURN_LOSS_MUST_BE_NONNEGATIVE',
  'REVENUE_MUST_BE_POSITIVE', 'RIPPLE_EXCEEDS_PEAK', 'RIPPLE_MUST_BE_NONNEGATIVE', 'RIPPLE_MUST_BE_POSITIVE',
  'SATURATION_CURRENT_MUST_BE_POSITIVE', 'SCALE_FACTOR_MUST_BE_POSITIVE', 'SCORE_MUST_BE_NON_NEGATIVE',
  'SELLING_PRICE_MUST_BE_POSITIVE', 'SERIES_NEEDS_MORE_BANDS', 'SIDE_MUST_BE_POSITIVE', 'SIGNAL_ABOVE_FULL_SCALE',
  'SINAD_TOO_LOW', 'SOURCE_RESISTANCE_MUST_BE_POSITIVE', 'SPACING_MUST_BE_POSITIVE', 'SPLIT_NEGATIVE_TERM',
  'SPLIT_ZERO_SUM', 'STANDING_CHARGE_MUST_BE_NONNEGATIVE', 'START_VALUE_MUST_BE_POSITIVE',
  'STATUS_CODE_OUT_OF_RANGE', 'SUPPLY_BELOW_LED_VOLTAGE', 'SWITCHING_TIMES_EXCEED_PERIOD', 'TARGET_GPA_OUT_OF_RANGE',
  'TARGET_NEVER_REACHED', 'TARGET_NOT_REACHABLE', 'TARGET_OUT_OF_RANGE', 'TEMPCO_NOT_IN_COLOR_CODE',
  'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'TIP_MUST_BE_NON_NEGATIVE', 'TEMPERATURE_COEFFICIENT_MUST_BE_NONNEGATIVE', 'TEMPERATURE_MUST_BE_POSITIVE',
  'TEMPERATURE_OUT_OF_RANGE', 'TEMPERATURE_RISE_MUST_BE_POSITIVE', 'TERM_MUST_BE_POSITIVE', 'TERM_NOT_WHOLE_MONTHS',
  'TERM_TOO_LONG', 'THERMAL_RESISTANCE_MUST_BE_NONNEGATIVE', 'THERMAL_RESISTANCE_MUST_BE_POSITIVE',
  'THERMAL_RUNAWAY', 'THRESHOLD_MUST_BE_POSITIVE', 'THRESHOLD_NOT_POSITIVE_AT_TJ', 'THRESHOLD_RANGE_INCONSISTENT',
  'TIME_MUST_BE_NONNEGATIVE', 'TIME_MUST_BE_POSITIVE', 'TIME_MUST_NOT_BE_NEGATIVE', 'TJ_MAX_NOT_ABOVE_REFERENCE',
  'TOLERANCE_NOT_IN_COLOR_CODE', 'TOLERANCE_OUT_OF_RANGE', 'TOO_FEW_VALUES', 'TOO_MANY_DIGITS', 'TOO_MANY_VALUES',
  'UNDEFINED', 'UNDEFINED_POWER', 'UNKNOWN_COLOR', 'UNPAIRED_SURROGATE', 'UNREGISTERED_STATUS_CODE',
  'UNSAFE_INTEGER', 'VALUES_COUNT_MISMATCH', 'VALUE_MUST_BE_NONNEGATIVE', 'VALUE_MUST_BE_NON_NEGATIVE',
  'VALUE_TOO_LONG', 'VARIABLE_COST_MUST_BE_NON_NEGATIVE', 'VELOCITY_FACTOR_OUT_OF_RANGE',
  'VOLTAGE_DROP_EXCEEDS_SUPPLY', 'VOLTAGE_MUST_BE_NONNEGATIVE', 'VOLTAGE_MUST_BE_POSITIVE', 'VOLTAGE_SOURCE_LOOP',
  'VOUT_EXCEEDS_VIN', 'VOUT_MUST_BE_BELOW_VIN', 'VSWR_MUST_BE_AT_LEAST_1', 'WAVELENGTH_MUST_BE_POSITIVE',
  'WEIGHTS_EXCEED_100', 'WEIGHT_OUT_OF_RANGE', 'WIDTH_MUST_BE_POSITIVE', 'YEARS_MUST_BE_NONNEGATIVE', 'ZERO_CHARGE',
] as const;

/** Well-formed requests whose data give no answer: HTTP 200, status `invalid` (DECISIONS.md 1). */
const ENGINE_INVALID = [
  'ADDITIONAL_CREDITS_MUST_BE_POSITIVE', 'CREDITS_OUT_OF_RANGE', 'INFINITE_SOLUTIONS', 'NO_SOLUTION',
  'PRIOR_CREDITS_REQUIRED', 'WEIGHT_REQUIRED',
] as const;

/** Warnings on a successful answer. */
const ENGINE_WARNINGS = [
  'ABSOLUTE_VALUES_USED', 'ALPHA_ASSUMED', 'ALPHA_ROUNDED', 'ALREADY_MATCHED', 'BELOW_MINIMUM_LOAD', 'BELOW_TARGET_VOLTAGE',
  'BEYOND_DOUBLE_RANGE', 'BOUNDARY_CONDUCTION', 'CHARGE_SIGN_IGNORED', 'COURSES_NOT_COUNTED', 'CURRENT_REVERSES',
  'DECREASE_OVER_100_PERCENT', 'DISCONTINUOUS_CONDUCTION', 'DISCOUNT_IS_100_PCT', 'DOUBLING_TIME_OUT_OF_RANGE',
  'DROPOUT_NOT_MET', 'ELEMENT_SHORTED', 'END_OF_LIFE_REACHED', 'ERROR_EXCEEDS_FULL_SCALE',
  'FIELD_ABOVE_AIR_BREAKDOWN', 'FINAL_WEIGHT_ZERO', 'GATE_DRIVE_BELOW_THRESHOLD', 'GOAL_ALREADY_REACHED',
  'HIGH_RESISTOR_POWER', 'ILL_CONDITIONED', 'IMPRECISE_JSON_NUMBER', 'INFINITE_ADMITTANCE', 'INFINITE_IMPEDANCE',
  'INPUT_IGNORED', 'INPUT_NOT_USED', 'INTERFACE_RESISTANCE_ASSUMED_ZERO', 'IPC2141_NOT_APPLICABLE',
  'JUNCTION_TEMPERATURE_EXCEEDS_MAX', 'LEADING_ZERO_BAND', 'LEGACY_SCALE_ID', 'LOW_HEADROOM', 'LOW_LOOP_GAIN',
  'MARKUP_UNDEFINED', 'MISSING_CODES_POSSIBLE', 'NEAR_SINGULARITY', 'NONZERO_PADDING_BITS', 'NOT_ASCII',
  'NO_HEATSINK_NEEDED', 'NO_STANDARD_RATING', 'OUTPUT_SATURATES', 'OUTSIDE_VALIDITY_RANGE', 'PERFECT_MATCH',
  'PEUKERT_EXPONENT_ASSUMED', 'POSITIVE_TEMPCO', 'POWER_FACTOR_ASSUMED', 'POWER_FACTOR_IGNORED',
  'PREFIX_READ_AS_DIGITS', 'PRESET_OVERRIDDEN', 'PROCESSING_GAIN_APPLIED', 'REVERSE_INDUCTOR_CURRENT',
  'ROUNDED_QUOTIENT', 'SAMPLE_NEEDS_TWO_VALUES', 'SCHEDULE_ENDS_EARLY', 'SOLVED_INPUT_IGNORED', 'STATUS_CODE_DEPRECATED',
  'STATUS_CODE_OBSOLETED', 'STATUS_CODE_TEMPORARY', 'STATUS_CODE_UNUSED', 'TARGET_SENSITIVE_TO_TOLERANCE',
  'TEMPCO_ASSUMED', 'THRESHOLD_MIN_NOT_POSITIVE', 'TOTAL_REFLECTION', 'TRANSITIONS_EXCEED_ON_TIME',
  'TWO_REAL_SOLUTIONS', 'UNDERFLOW_TO_ZERO', 'UNKNOWN_SCALE', 'VALUE_ROUNDED_TO_BAND_DIGITS',
  'VIA_FIT_IS_AN_ESTIMATE', 'VOLTAGE_DROP_ABOVE_GUIDANCE', 'WEIGHTS_LOOK_LIKE_FRACTIONS',
  'WEIGHT_LOOKS_LIKE_FRACTION',
] as const;

export type ServiceCode = keyof typeof SERVICE;
/** A code an engine may declare in `errors`: HTTP 400, or HTTP 200 with status invalid. */
export type EngineErrorCode = (typeof ENGINE_ERRORS)[number] | (typeof ENGINE_INVALID)[number];
/** A code an engine may declare in `warnings`. */
export type EngineWarningCode = (typeof ENGINE_WARNINGS)[number];
/** A code the shared input layer gives for any calculator (engines/core/inputs.ts). */
export type SharedErrorCode = (typeof SHARED_ERRORS)[number];
export type ErrorCode = ServiceCode | SharedErrorCode | EngineErrorCode;
export type WarningCode = (typeof SHARED_WARNINGS)[number] | EngineWarningCode;

/** Meanings where the humanised code says too little. */
const MEANINGS: Partial<Record<ErrorCode | WarningCode, string>> = {
  MISSING_REQUIRED_INPUT: 'A required field was left out.',
  INVALID_NUMBER: 'A number field holds something that is not a finite number (NaN, Infinity, 1e309, text that is not a number with a unit).',
  IMPLAUSIBLE_VALUE: 'A value far outside what its field usually is (an LED current of 0.02 mA): the answer is computed as given; the suggestion names the unit it was probably meant in.',
  UNIT_MISMATCH: 'A number was given with a unit of another kind than the field takes (20 mV for a current); the detail names both.',
  INVALID_MODE: 'A mode or other enumerated field has a value outside its list.',
  INVALID_INPUT: 'An input breaks a rule of its field (range, unknown key where keys are fixed, wrong shape).',
  INVALID_JSON: 'The body is not JSON, is empty, or is nested too deeply.',
  NON_FINITE_RESULT: 'The calculation leaves the range of double-precision numbers (overflow, or underflow where only a positive value makes sense).',
  UNDEFINED: 'An indeterminate form such as 0 ÷ 0.',
  NOT_REAL: 'The answer is not a real number (an even root or a logarithm of a negative number).',
  DIVISION_BY_ZERO: 'The calculation would divide by zero.',
  NO_SOLUTION: 'No value satisfies the inputs (HTTP 200, status invalid); from solve, the detail states the range the target output reaches with the given inputs.',
  INFINITE_SOLUTIONS: 'Every value satisfies the inputs, so there is no single answer (HTTP 200, status invalid).',
  PAYMENT_REQUIRED: 'The opt-in paid path was called without a payment; the body carries a quote.',
  ENGINE_NOT_FOUND: 'Unknown calculator id; the body lists the acceptable ids.',
  CAPABILITY_NOT_FOUND: 'Unknown MCP capability id (REST-only engines are not capabilities).',
  SNAPSHOT_NOT_FOUND: 'Unknown, expired, damaged or altered snapshot id.',
  NOT_FOUND: 'Nothing is served at this path.',
  METHOD_NOT_ALLOWED: 'The method is not supported here; the Allow header lists what is.',
  VERSION_MISMATCH: 'The pinned calculation version is not published for this calculator.',
  PAYLOAD_TOO_LARGE: 'The body is larger than 64 KiB.',
  UNSUPPORTED_MEDIA_TYPE: 'Content-Type is not UTF-8 JSON.',
  SNAPSHOT_TOO_LARGE: 'The snapshot would be larger than the service keeps (SNAPSHOT_MAX_BYTES); share the page link instead.',
  COMPUTE_BUDGET_EXCEEDED: 'One request asked for more computation than one request may use: the calls of an MCP batch past REQUEST_COMPUTE_MS were not run, or a solve or sweep passed SOLVE_COMPUTE_MS and was stopped.',
  INVALID_SOLVE_FIELD: 'Solve or sweep: solve_for (or vary.input) does not name a number input of the calculator; the suggestion lists them.',
  INVALID_TARGET: 'Solve: target is not one numeric output of the calculator with a finite wanted value (a number, or a number with its unit).',
  INVALID_SWEEP: 'Sweep: vary is not a valid range: from and to must be numbers inside the field\'s domain, points a whole number from 2 to the maximum, scale linear or log (log needs from and to of one sign, not 0).',
  RATE_LIMITED: 'Too many requests from this address in the sliding window; wait retry_after_seconds.',
  INTERNAL_ERROR: 'A bug: the request was valid but the service failed. Please report it.',
  STORE_UNAVAILABLE: 'The configured snapshot store is not answering.',
  UNKNOWN_INPUT_IGNORED: 'An input the calculator does not use was ignored (calculators with fixed keys answer INVALID_INPUT instead).',
  DUPLICATE_INPUT_IGNORED: 'A field was sent under two of its names; the canonical name was used.',
  OUTSIDE_VALIDITY_RANGE: 'An input lies outside the range the empirical formula was fitted to; the answer is an extrapolation.',
  // Calculator codes whose name alone does not say what is wrong.
  APLUS_OUT_OF_RANGE: 'The points of an A+ are outside 4–5 (at least an A, at most 5).',
  EOL_OUT_OF_RANGE: 'The end-of-life capacity (the % of rated capacity at which the cycle life is rated) is outside (0, 100) %.',
  TEMPERATURE_BELOW_ABSOLUTE_ZERO: 'A temperature is below absolute zero (0 K = −273.15 °C), or at it where the calculation needs an absolute temperature above 0 K.',
  EFFICIENCY_OUT_OF_RANGE: 'An efficiency is outside (0, 100] %.',
  PERMITTIVITY_OUT_OF_RANGE: 'A relative permittivity εr is below 1: no dielectric is below vacuum.',
  BANDWIDTH_EXCEEDS_NYQUIST: 'The signal bandwidth is above half the sampling rate (the Nyquist frequency).',
  ENOB_MUST_BE_POSITIVE: 'The effective number of bits (ENOB) must be above 0.',
  SINAD_TOO_LOW: 'The SINAD (referred to full scale) is not above 1.76 dB, so the effective number of bits would be 0 or less.',
  NO_FINITE_SOLUTION: 'The unknown would be infinite for these inputs (an open circuit, a zero denominator).',
  NO_CONDUCTION: 'The peak input does not exceed the diode drops: the rectifier never conducts.',
  ZERO_CHARGE: 'An energy cannot be given to a charge of 0.',
  CURRENT_BELOW_SATURATION: 'The diode current is at or below −Is, which the Shockley equation never reaches.',
  GAMMA_MAGNITUDE_OUT_OF_RANGE: 'The magnitude of the reflection coefficient |Γ| is outside [0, 1] (a passive load).',
  NO_HEATSINK_SUFFICIENT: 'The junction-to-case and interface resistances alone use up the temperature budget: no heatsink is good enough.',
  TJ_MAX_NOT_ABOVE_REFERENCE: 'The allowed junction temperature is not above the ambient (or case) temperature: no power can be dissipated.',
  FLOATING_NODE: 'A node reaches ground only through current sources, so its voltage is undetermined.',
  VOLTAGE_SOURCE_LOOP: 'Voltage sources alone form a loop, so its current is undetermined.',
  CIRCUIT_SINGULAR: 'The circuit equations became singular in double precision: its resistances span too many orders of magnitude.',
  THERMAL_RUNAWAY: 'The loss grows with temperature faster than the heat can leave: there is no steady junction temperature.',
  THRESHOLD_NOT_POSITIVE_AT_TJ: 'The linear threshold-voltage model gives a threshold at or below 0 at this junction temperature (an extrapolation beyond its range).',
  REJECTION_RATIO_TOO_LOW: 'CMRR, PSRR or open-loop gain in dB is not a plausible datasheet value (they are large positive dB values).',
  OPEN_LOOP_GAIN_TOO_LOW: 'The op amp open-loop gain is not far above 1 (0 dB).',
  PLATING_FILLS_HOLE: 'The via plating is at least half the drilled diameter: it would fill the hole.',
  NO_BREAK_EVEN: 'The price does not exceed the variable cost per unit, so the fixed costs are never covered.',
  TERM_NOT_WHOLE_MONTHS: 'The time is not a whole number of months (deposits are monthly).',
  LONG_MODE_NEEDS_NON_NEGATIVE: 'Column (long) arithmetic is shown for numbers ≥ 0 only.',
  UNDEFINED_POWER: '0⁰ is an indeterminate form and has no agreed value here.',
  UNSAFE_INTEGER: 'An integer sent as a JSON number is beyond ±(2⁵³ − 1), where its digits may already have been rounded; send it as a string.',
  LOG_OF_ZERO: 'The logarithm of 0 is −∞, not a number.',
  SPLIT_ZERO_SUM: 'The ratio terms add up to 0, so there are no parts to share a total into.',
  TOO_MANY_VALUES: 'A list holds more items than the calculator accepts; each list input declares its maximum (maxItems in the input schema).',
  INVALID_ROW: 'A text row does not have the form the field describes (e.g. name:weight:score).',
  INPUT_OUT_OF_RANGE: 'An input cannot be represented in SI units as a double-precision number.',
  IPC2141_NOT_APPLICABLE: 'The geometry is outside the range of the IPC-2141 closed form, so that estimate is not reported.',
  VIA_FIT_IS_AN_ESTIMATE: 'The IPC-2221 external-conductor fit is applied to a via barrel: an industry estimate, not an IPC rating for vias.',
  IMPRECISE_JSON_NUMBER: 'A JSON number beyond 2⁵³ may have lost digits before the calculation saw it; send it as a decimal string.',
  SAMPLE_NEEDS_TWO_VALUES: 'Sample statistics divide by n − 1, so they need at least two values; with one they are left out.',
  BEYOND_DOUBLE_RANGE: 'The exact result is outside the range of a double-precision number, so it is given as exact text.',
  UNDERFLOW_TO_ZERO: 'The result is below the smallest JSON number and is returned as 0; the warning gives its magnitude.',
  ROUNDED_QUOTIENT: 'The quotient does not terminate and is rounded to the requested significant figures.',
  NEAR_SINGULARITY: 'An input is very close to a pole or singularity, where the result is extremely sensitive to its last digits.',
  PROCESSING_GAIN_APPLIED: 'Processing gain from a bandwidth below Nyquist is included; it needs a digital filter that removes the out-of-band noise.',
  BELOW_MINIMUM_LOAD: 'The current the circuit itself draws (a regulator’s feedback divider) is below the part’s minimum load current, so a lighter load can let the output drift out of regulation.',
  IMPEDANCES_MUST_DIFFER: 'A pad between two impedances was asked for where both are the same; between equal impedances choose a pad by its attenuation.',
  MISSING_CODES_POSSIBLE: 'With |DNL| at or beyond 1 LSB a code width can shrink to zero, so the converter can skip codes.',
};

/** Suggestions for codes whose fix does not depend on the calculator. */
const SUGGESTIONS: Partial<Record<ServiceCode, string>> = {
  INVALID_JSON: 'Send a JSON object such as {"inputs": {…}} with Content-Type: application/json.',
  ENGINE_NOT_FOUND: 'Use one of acceptable_ids, or GET /api/v1/calc for the catalog.',
  CAPABILITY_NOT_FOUND: 'Call search_capabilities to find the capability id.',
  VERSION_MISMATCH: 'Pin one of published_versions, or leave the pin out to run the current version.',
  PAYLOAD_TOO_LARGE: 'Send a body under 64 KiB.',
  UNSUPPORTED_MEDIA_TYPE: 'Send Content-Type: application/json.',
  INVALID_SOLVE_FIELD: 'Name a number input of the calculator (inspect it, or GET its input schema, for the list).',
  INVALID_TARGET: 'Send {"target": {"<output>": <value>}} with one numeric output of the calculator.',
  INVALID_SWEEP: 'Send {"vary": {"input": "<field>", "from": a, "to": b, "points": 50, "scale": "linear"}}.',
  RATE_LIMITED: 'Wait retry_after_seconds, then send again.',
  INTERNAL_ERROR: 'Try again; if it keeps failing, report the request that caused it.',
  STORE_UNAVAILABLE: 'Try again later; calculations keep working without snapshots.',
};

export type CodeKind = 'service' | 'error' | 'invalid' | 'warning';

export interface CodeInfo {
  code: string;
  kind: CodeKind;
  /** HTTP status of an answer carrying the code (200 for status invalid and for warnings, which ride on a success). */
  http_status: number;
  meaning: string;
  /** True when any calculator can return it (the shared input layer), declared or not. */
  shared: boolean;
  suggestion?: string;
}

function info(code: string, kind: CodeKind, http_status: number, shared = false): CodeInfo {
  const meaning = MEANINGS[code as ErrorCode] ?? `${titleOf(code)}.`;
  const suggestion = SUGGESTIONS[code as ServiceCode];
  return { code, kind, http_status, meaning, shared, ...(suggestion ? { suggestion } : {}) };
}

/** Every code, once: code → what it means and its HTTP status. */
export const CODES: ReadonlyMap<string, CodeInfo> = new Map(
  [
    ...Object.entries(SERVICE).map(([c, h]) => info(c, 'service', h)),
    ...SHARED_ERRORS.map((c) => info(c, 'error', 400, true)),
    ...SHARED_WARNINGS.map((c) => info(c, 'warning', 200, true)),
    ...ENGINE_ERRORS.map((c) => info(c, 'error', 400)),
    ...ENGINE_INVALID.map((c) => info(c, 'invalid', 200)),
    ...ENGINE_WARNINGS.map((c) => info(c, 'warning', 200)),
  ].map((i) => [i.code, i]),
);

/** Codes every calculator can return through the shared input layer. */
export const SHARED_CODES = { errors: [...SHARED_ERRORS] as string[], warnings: [...SHARED_WARNINGS] as string[] };

/** The catalog entry of a code; throws on a code the catalog does not hold (a declaration is typed, so only a bug gets here). */
export function codeInfo(code: string): CodeInfo {
  const i = CODES.get(code);
  if (!i) throw new Error(`${code} is not in engines/core/codes.ts`);
  return i;
}

/** What one engine can answer with: the shared codes first, then its own, each with its catalog entry. */
export function engineCodes(decl: { errors?: readonly string[]; warnings?: readonly string[] }): { errors: CodeInfo[]; warnings: CodeInfo[] } {
  return {
    errors: [...SHARED_ERRORS, ...(decl.errors ?? [])].map(codeInfo),
    warnings: [...SHARED_WARNINGS, ...(decl.warnings ?? [])].map(codeInfo),
  };
}
