//! Baekjoon 9019 DSLR on every pair of register values: the bin's search tree from each A
//! against the kit's search over digit arrays (written apart from the bin), each command
//! string replayed; other register widths by the bin's `DIGITS` line.

use crate::bins::boj9019_dslr::{self, Search};
use crate::common::{self, Scratch};
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::boj9019_dslr as kit;

tiers!(
    every_pair,
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    other_register_widths
);

/// The sample through `solve`, and cases that share an A print what each prints alone.
#[test]
fn the_sample_and_one_case_per_start() {
    let sample = "3\n1234 3412\n1000 1\n1 16\n";
    assert_eq!(boj9019_dslr::solve(sample).unwrap(), "LL\nL\nDDDD\n");
    // Many cases from one A share a search run to the end: the same strings as alone.
    let alone: String = ["1234 3412", "1234 1", "1234 9999"]
        .iter()
        .map(|case| boj9019_dslr::solve(&format!("1\n{case}\n")).unwrap())
        .collect();
    let shared = boj9019_dslr::solve("3\n1234 3412\n1234 1\n1234 9999\n").unwrap();
    assert_eq!(shared, alone);
}

/// Every pair A != B (the quick tier: 40 seeded A and 0, where the first farthest pair
/// starts): the bin's full search from A (`search(a, VALUES)`, which the cases' searches
/// stop early, the order being the same) reaches B in the kit's fewest commands, and each
/// link back is the command it names. So `path`, which walks these links, gives a shortest
/// string for every pair.
fn every_pair(tier: Tier) {
    let starts: Vec<usize> = match tier {
        Tier::Quick => {
            let mut rng = Mt19937::new(9019);
            let mut some: Vec<usize> = (0..40).map(|_| rng.next_u32() as usize % 10_000).collect();
            some.push(0);
            some
        }
        Tier::Proofs => (0..10_000).collect(),
    };
    let failures = common::per_core(&starts, |part| {
        let mut search = Search::fresh();
        let mut failures = Vec::new();
        for &a in part {
            let want = kit::forward_distances(a);
            search.search(a, 10_000);
            let mut depth = vec![0u8; 10_000];
            for &n in &search.queue[1..] {
                let (from, c) = search.came_from[n as usize];
                depth[n as usize] = depth[from as usize] + 1;
                if boj9019_dslr::step(from as usize, usize::from(c)) != n as usize {
                    failures.push(format!("{a}: {from} -{c}-> {n} is not a command"));
                }
            }
            if search.queue.len() != 10_000 || depth != want {
                failures.push(format!(
                    "{a}: the search tree's depths differ from the kit's"
                ));
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
}

/// The bin with 3 and 5 digits by its `DIGITS` line (the quick tier: 3), on 300 seeded
/// cases: each string takes A to B in the kit's fewest commands for that width; 7 digits
/// must not compile.
fn other_register_widths(tier: Tier) {
    let scratch = Scratch::new("dslr");
    let widths: &[u32] = match tier {
        Tier::Quick => &[3],
        Tier::Proofs => &[3, 5],
    };
    let mut rng = Mt19937::new(5);
    for &digits in widths {
        let size = 10u32.pow(digits);
        let mut cases = Vec::new();
        while cases.len() < 300 {
            let (a, b) = (rng.next_u32() % size, rng.next_u32() % size);
            if a != b {
                cases.push((a as usize, b as usize));
            }
        }
        let inputs: Vec<String> = cases.iter().map(|(a, b)| format!("1 {a} {b}\n")).collect();
        let value = [("DIGITS", digits.to_string())];
        let exe = goals::build(&scratch, "boj9019_dslr", &value, Call::Solve).unwrap();
        let got = goals::answers(&exe, &inputs);
        assert_eq!(got.len(), cases.len());
        for (&(a, b), word) in cases.iter().zip(&got) {
            let fewest = kit::backward(digits, b)[a] as usize;
            let end = kit::run(digits, a, word);
            assert!(
                end == Some(b) && word.len() == fewest,
                "{digits} digits, {a} -> {b}: {word:?}, fewest {fewest}"
            );
        }
    }
    let built = goals::build(
        &scratch,
        "boj9019_dslr",
        &[("DIGITS", "7".into())],
        Call::Solve,
    );
    assert!(built.is_err_and(|why| why.contains("DIGITS must be 1-6")));
}

/// The kit's two searches agree: backwards from B (the checker's) and forwards from A (the
/// proofs'), on 30 seeded pairs.
#[test]
fn the_kits_two_searches_agree() {
    let mut rng = Mt19937::new(30);
    for _ in 0..30 {
        let (a, b) = (
            rng.next_u32() as usize % 10_000,
            rng.next_u32() as usize % 10_000,
        );
        let forward = kit::forward_distances(a);
        let backward = kit::backward(kit::DIGITS, b);
        assert_eq!(u32::from(forward[b]), backward[a], "{a} -> {b}");
        let tree = kit::Tree::new(kit::DIGITS, a, kit::Rules::Right);
        assert_eq!(tree.path(b).unwrap().len(), usize::from(forward[b]));
    }
}

/// Baekjoon 9019 through `gen`, `check` and `count`.
#[test]
fn dslr_through_the_tools() {
    let sample = "3\n1234 3412\n1000 1\n1 16\n";
    crate::tools::own_figures(
        "boj9019_dslr",
        ("12", None),
        (sample, "RR\nL\nDDDD\n", "LLLL\nL\nDDDD\n"),
        "pairs,99990000,most,14,farthest,97\n",
    );
    crate::cards::states("boj9019_dslr", &[]);
}

special_judge!(boj9019_dslr);
