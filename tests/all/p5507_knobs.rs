//! Luogu P5507 机关: the bin's turn and its undoing on every setting of one wiring;
//! the bin against the kit's table on sample 1's wiring (its farthest settings, and seeded
//! ones nearer); every start of many smaller wirings by the bin's
//! `GOAL` line; the kit's two searches against each other.

use crate::bins::p5507_knobs::{self, before, turn, Wiring};
use crate::common::{self, Scratch};
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problem::Problem;
use eight_puzzle::problems::p5507_knobs::{self as kit, Knobs, Rules, Truth};
use eight_puzzle::sampling::draw;

tiers!(
    every_turn_undone,
    the_samples_wiring,
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    every_start_of_smaller_wirings
);

/// The statement's four samples: `solve` prints lists the kit's checker accepts, as long as
/// the samples' own (6, 6, 1 and 10 turns); the samples' printed outputs are accepted too.
#[test]
fn the_samples() {
    let tables = common::tables();
    let sample1 = kit::format(&kit::Knobs {
        start: vec![2, 2, 2, 2, 2, 2, 0, 0, 0, 0, 0, 0],
        wiring: kit::sample_wiring(),
    });
    let sample3 = "4 2 2 2 2\n4 1 1 1 1\n".to_string() + &"1 1 1 1 1\n".repeat(10);
    let printed = [
        (sample1.as_str(), "6\n1 2 3 4 5 6\n"),
        (sample1.as_str(), "6\n1 1 2 3 4 5\n"),
        (sample3.as_str(), "1\n1\n"),
        (SAMPLE4, "10\n11 4 6 10 7 7 5 9 9 9\n"),
    ];
    for (input, output) in printed {
        let ours = p5507_knobs::solve(input).unwrap();
        let check = |out: &str| kit::PROBLEM.check(tables, input, out, None);
        assert!(check(output).is_accepted(), "{output:?}: {}", check(output));
        assert!(check(&ours).is_accepted(), "{ours:?}: {}", check(&ours));
        assert_eq!(ours.lines().next(), output.lines().next());
    }
}

/// Sample 4's input.
const SAMPLE4: &str = "4 9 3 4 5\n1 9 8 12 11\n4 7 5 6 12\n3 2 2 11 2\n3 6 8 2 12\n4 8 4 2 11\n2 12 9 5 3\n4 1 1 11 1\n1 1 7 4 1\n4 11 6 12 8\n2 6 3 7 6\n4 3 9 7 10\n";

/// The bin's setting (knob k in bits 2k) of the kit's setting (knob 1 most significant).
fn bin_code(kit_code: usize, n: usize) -> usize {
    (0..n).fold(0, |c, k| c | (kit_code >> (2 * (n - 1 - k)) & 3) << (2 * k))
}

/// A seeded wiring of 12 knobs; with `itself`, a knob may name itself.
fn random_wiring(rng: &mut Mt19937, n: usize, itself: bool) -> Vec<[u8; 4]> {
    let mut partner = |k: usize| match itself {
        true => draw(rng, n) as u8,
        false => {
            let p = draw(rng, n - 1);
            (p + usize::from(p >= k)) as u8
        }
    };
    (0..n).map(|k| [0; 4].map(|_| partner(k))).collect()
}

/// On every setting of a seeded wiring where knobs may name themselves (the quick tier:
/// every 7th setting of sample 1's wiring): the bin's `turn` does what the kit's does, and
/// the bin's `before` finds the setting turned from, and as many settings as the kit's
/// undoing finds.
fn every_turn_undone(tier: Tier) {
    let mut rng = Mt19937::new(5507);
    let wirings = match tier {
        Tier::Quick => vec![kit::sample_wiring()],
        Tier::Proofs => vec![random_wiring(&mut rng, 12, true)],
    };
    let step = tier.pick(7, 1);
    for wiring in wirings {
        let ours: Wiring = std::array::from_fn(|k| wiring[k].map(usize::from));
        let settings: Vec<usize> = (0..1 << 24).step_by(step).collect();
        let failures = common::per_core(&settings, |part| {
            let mut failures = Vec::new();
            let mut out = [0; 2];
            for &c in part {
                let s = bin_code(c, 12);
                for k in 0..12 {
                    let t = turn(&ours, s, k);
                    if t != bin_code(kit::turned(&wiring, c, k, Rules::Right), 12) {
                        failures.push(format!("turn {k} of {c}"));
                    }
                    let n = before(&ours, t, k, &mut out);
                    let kit_before = kit::unturned(&wiring, kit_code(t), k).count();
                    if !out[..n].contains(&s) || n != kit_before {
                        failures.push(format!("before {k} of {t}: {:?}", &out[..n]));
                    }
                }
            }
            failures
        });
        common::assert_none_failed(&failures.concat());
    }
}

/// The kit's setting of the bin's.
fn kit_code(bin_code: usize) -> usize {
    (0..12).fold(0, |c, k| c << 2 | (bin_code >> (2 * k) & 3))
}

/// Sample 1's wiring against the kit's table (a search back from the goal): on its 2
/// settings 20 turns out and 5 seeded draws at each other distance (the quick tier: 1 a
/// distance up to 16), each list `solve` prints is as long as the table says and brings every knob
/// to state 1. The table agrees with the kit's forward search on a setting 18 turns out
/// (the quick tier: none).
fn the_samples_wiring(tier: Tier) {
    let truth = common::tables().get::<Truth>();
    let mut rng = Mt19937::new(17);
    let mut starts = Vec::new();
    for d in 0..=tier.pick(16, 20) {
        let all: Vec<usize> = truth.at(d).collect();
        match (all.len(), tier) {
            (_, Tier::Proofs) if d == 20 => starts.extend(all),
            (n, _) => starts.extend((0..tier.pick(1, 5)).map(|_| all[draw(&mut rng, n)])),
        }
    }
    let failures = common::per_core(&starts, |part| {
        let mut failures = Vec::new();
        for &c in part {
            let knobs = Knobs {
                start: (0..12).map(|k| (c >> (2 * (11 - k)) & 3) as u8).collect(),
                wiring: kit::sample_wiring(),
            };
            let want = truth.distance(c).unwrap();
            let out = p5507_knobs::solve(&kit::format(&knobs)).unwrap();
            if !replays(&knobs, &out, want) {
                failures.push(format!("{c}: {out:?}, fewest {want}"));
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
    if tier == Tier::Proofs {
        let c = truth.at(18).next().unwrap();
        let path = kit::search(&kit::sample_wiring(), c, &[0; 12], Rules::Right);
        assert_eq!(path.map(|p| p.len() as u32), Some(18), "{c}");
    }
}

/// Whether `out` is a count `want` and `want` knobs that bring `knobs` to the goal.
fn replays(knobs: &Knobs, out: &str, want: u32) -> bool {
    let words: Vec<usize> = out
        .split_ascii_whitespace()
        .map(|w| w.parse().unwrap())
        .collect();
    let end = words[1..].iter().fold(knobs.code(), |c, &k| {
        kit::turned(&knobs.wiring, c, k - 1, Rules::Right)
    });
    words[0] == want as usize && words.len() == 1 + words[0] && end == 0
}

/// The bin with fewer knobs by its `GOAL` line: on every start of seeded wirings (some with
/// knobs that name themselves), its count is the kit's fewest (a search back from the goal)
/// and its list reaches the goal, or it refuses where the kit's search never reaches the
/// goal. 6 knobs all at 1 (the quick tier: 10 wirings; the proofs: 60), and in the proofs 6
/// knobs at 2 4 1 3 1 2 (20 wirings), 1, 2 and 3 knobs (10 each) and 8 knobs (2). 13 knobs,
/// or a state 5, must not compile.
fn every_start_of_smaller_wirings(tier: Tier) {
    let scratch = Scratch::new("knobs");
    let mut goals: Vec<(Vec<u8>, usize)> = vec![(vec![1; 6], tier.pick(10, 60))];
    if tier == Tier::Proofs {
        goals.extend([
            (vec![2, 4, 1, 3, 1, 2], 20),
            (vec![1], 10),
            (vec![1, 1], 10),
        ]);
        goals.extend([(vec![3, 1, 2], 10), (vec![1; 8], 2)]);
    }
    let mut rng = Mt19937::new(6);
    for (goal, count) in goals {
        let n = goal.len();
        let exe = goals::build(
            &scratch,
            "p5507_knobs",
            &[("GOAL", format!("&{}", goals::array(&goal)))],
            Call::AllLines,
        )
        .unwrap();
        let zero_based: Vec<u8> = goal.iter().map(|g| g - 1).collect();
        let (mut inputs, mut cases) = (Vec::new(), Vec::new());
        for w in 0..count {
            let wiring = random_wiring(&mut rng, n, n == 1 || w % 3 == 2);
            let distance = kit::distances(&wiring, &zero_based);
            for (c, &d) in distance.iter().enumerate() {
                let start = (0..n).map(|k| (c >> (2 * (n - 1 - k)) & 3) as u8).collect();
                let knobs = Knobs {
                    start,
                    wiring: wiring.clone(),
                };
                inputs.push(kit::format(&knobs).replace('\n', "|") + "\n");
                cases.push((knobs, d));
            }
        }
        let got = goals::answers(&exe, &inputs);
        assert_eq!(got.len(), cases.len());
        let goal_code = kit::code(&zero_based);
        for ((knobs, want), line) in cases.iter().zip(&got) {
            let right = match *want {
                u8::MAX => line.starts_with("error: "),
                want => {
                    let words: Vec<usize> = line.split(' ').map(|w| w.parse().unwrap()).collect();
                    let end = words[1..].iter().fold(knobs.code(), |c, &k| {
                        kit::turned(&knobs.wiring, c, k - 1, Rules::Right)
                    });
                    words[0] == usize::from(want) && words.len() == 1 + words[0] && end == goal_code
                }
            };
            assert!(right, "GOAL {goal:?}, {knobs:?}: {line:?}, fewest {want}");
        }
    }
    for (goal, why) in [
        ("&[1; 13]", "GOAL: 1-12 knobs"),
        ("&[5; 12]", "GOAL: states 1-4"),
    ] {
        let built = goals::build(
            &scratch,
            "p5507_knobs",
            &[("GOAL", goal.into())],
            Call::Solve,
        );
        assert!(built.is_err_and(|e| e.contains(why)), "{goal}");
    }
}

/// The kit's two searches agree on every start of 20 seeded wirings of 5 knobs, half of
/// them with knobs that name themselves. In each wiring where no knob names itself, exactly
/// the settings with an even sum of states reach the goal (`gen` mode 2 draws those).
#[test]
fn the_kits_searches_agree() {
    let mut rng = Mt19937::new(55);
    for w in 0..20 {
        let wiring = random_wiring(&mut rng, 5, w % 2 == 1);
        let distance = kit::distances(&wiring, &[0; 5]);
        for (c, &want) in distance.iter().enumerate() {
            let path = kit::search(&wiring, c, &[0; 5], Rules::Right);
            let d = path.as_ref().map_or(u8::MAX, |p| p.len() as u8);
            assert_eq!(d, want, "{wiring:?} {c}");
            let end = path
                .unwrap_or_default()
                .iter()
                .fold(c, |c, &k| kit::turned(&wiring, c, k, Rules::Right));
            assert!(d == u8::MAX || end == 0);
            let sum: usize = (0..5).map(|k| c >> (2 * k) & 3).sum();
            assert!(
                w % 2 == 1 || (sum % 2 == 0) == (d != u8::MAX),
                "{wiring:?} {c}"
            );
        }
    }
}

/// Luogu P5507 through `gen`, `check` and `count`.
#[test]
fn knobs_through_the_tools() {
    let sample = "4 2 2 2 2\n4 1 1 1 1\n".to_string() + &"1 1 1 1 1\n".repeat(10);
    crate::tools::own_figures(
        "p5507_knobs",
        ("8", None),
        (&sample, "1\n1\n", "1\n3\n"),
        "reach,8388608,most,20,farthest,2\n",
    );
    crate::cards::states("p5507_knobs", &[]);
}

special_judge!(p5507_knobs);
