//! LeetCode 752 on every target of drawn dead-end sets, through the pasted function, against
//! the kit's breadth-first search (settings as arrays in a hash map, written apart from the
//! bin); other wheel counts by the bin's `WHEELS` line.

use crate::bins::leetcode_open_the_lock::{self, Solution};
use crate::common::{self, Scratch};
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problem::Problem;
use eight_puzzle::problems::leetcode_open_the_lock::{self as kit, Lock, RIGHT};
use std::collections::HashSet;

tiers!(
    every_target_of_drawn_dead_end_sets,
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    other_wheel_counts
);

/// LeetCode's three examples and the traps, through `solve`.
#[test]
fn the_examples_and_the_traps() {
    for (input, output) in [
        (
            "[\"0201\",\"0101\",\"0102\",\"1212\",\"2002\"]\n\"0202\"\n",
            "6\n",
        ),
        ("[\"8888\"]\n\"0009\"\n", "1\n"),
        (
            "[\"8887\",\"8889\",\"8878\",\"8898\",\"8788\",\"8988\",\"7888\",\"9888\"]\n\"8888\"\n",
            "-1\n",
        ),
        ("[\"0000\"]\n\"8888\"\n", "-1\n"),
        ("[\"1111\"]\n\"0000\"\n", "0\n"),
        ("[\"1234\"]\n\"5555\"\n", "20\n"),
    ] {
        assert_eq!(
            leetcode_open_the_lock::solve(input).unwrap(),
            output,
            "{input}"
        );
    }
}

/// The dead-end sets the test draws: `gen`'s uniform and walled ones (seeded), a dead
/// start, a walled-off start and LeetCode's examples.
fn dead_end_sets(tier: Tier) -> Vec<Vec<Vec<u8>>> {
    let tables = common::tables();
    let mut rng = Mt19937::new(752);
    let (uniform, walled) = match tier {
        Tier::Quick => (2, 2),
        Tier::Proofs => (6, 6),
    };
    let mut inputs: Vec<String> = (0..uniform)
        .map(|_| kit::PROBLEM.uniform(&mut rng))
        .collect();
    for k in 0..walled {
        let reach = (18 + k as u32 % 6).into();
        inputs.push(kit::PROBLEM.far(tables, &mut rng, reach).unwrap());
    }
    let mut sets: Vec<Vec<Vec<u8>>> = inputs.iter().map(|i| kit::parse(i).unwrap().dead).collect();
    let around_start: Vec<Vec<u8>> = kit::turns(&[0, 0, 0, 0], true);
    sets.push(around_start);
    sets.push(vec![vec![0, 0, 0, 0]]);
    for example in [
        "0201 0101 0102 1212 2002",
        "8888",
        "8887 8889 8878 8898 8788 8988 7888 9888",
    ] {
        let parsed = example
            .split(' ')
            .map(|w| w.bytes().map(|b| b - b'0').collect());
        sets.push(parsed.collect());
    }
    sets
}

/// Every target (the quick tier: every 7th) of each drawn dead-end set, its dead ends
/// included (LeetCode never asks for them; the function must still answer -1), through the
/// pasted function against the kit's search from `0000`.
fn every_target_of_drawn_dead_end_sets(tier: Tier) {
    let sets = dead_end_sets(tier);
    let step = match tier {
        Tier::Quick => 7,
        Tier::Proofs => 1,
    };
    let failures = common::per_core(&sets, |part| {
        let mut failures = Vec::new();
        for dead in part {
            let set: HashSet<Vec<u8>> = dead.iter().cloned().collect();
            let truth = kit::distances(4, &set, RIGHT);
            let strings: Vec<String> = dead.iter().map(|s| kit::digits(s)).collect();
            for n in (0..10_000).step_by(step) {
                let target = format!("{n:04}");
                let setting: Vec<u8> = target.bytes().map(|b| b - b'0').collect();
                let want = truth.get(&setting).map_or(-1, |&d| d as i32);
                let got = Solution::open_lock(strings.clone(), target.clone());
                if got != want {
                    failures.push(format!("{strings:?} {target}: {want} expected, got {got}"));
                }
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
}

/// The bin with 1, 3 and 5 wheels by its `WHEELS` line, on up to 200 seeded locks (30 with
/// 5 wheels; a draw whose target is a dead end is skipped) against the kit's
/// search with as many wheels (the quick tier: 3 wheels); 7 wheels must not compile.
fn other_wheel_counts(tier: Tier) {
    let scratch = Scratch::new("wheels");
    let counts: &[usize] = match tier {
        Tier::Quick => &[3],
        Tier::Proofs => &[1, 3, 5],
    };
    let mut rng = Mt19937::new(3);
    for &wheels in counts {
        let space = 10u32.pow(wheels as u32);
        let setting = |rng: &mut Mt19937| {
            let n = rng.next_u32() % space;
            (0..wheels)
                .map(|i| (n / 10u32.pow(i as u32) % 10) as u8)
                .collect::<Vec<u8>>()
        };
        let mut inputs = Vec::new();
        let mut want = Vec::new();
        // The kit's search takes about 0.1 s with 5 wheels: 30 locks there.
        let locks = if wheels == 5 { 30 } else { 200 };
        for i in 0..locks {
            let dead: Vec<Vec<u8>> = (0..1 + i % (space as usize / 4).max(1))
                .map(|_| setting(&mut rng))
                .collect();
            let target = setting(&mut rng);
            if dead.contains(&target) {
                continue;
            }
            let lock = Lock { dead, target };
            let text = kit::format(&lock);
            assert_eq!(kit::parse_wheels(&text, wheels).as_ref(), Ok(&lock));
            inputs.push(text.trim_end().replace('\n', "|") + "\n");
            want.push(kit::answer(&lock, RIGHT).map_or(-1, i64::from).to_string());
        }
        let goal = [("WHEELS", wheels.to_string())];
        let exe = goals::build(&scratch, "leetcode_open_the_lock", &goal, Call::Solve).unwrap();
        let what = format!("leetcode_open_the_lock with {wheels} wheels");
        goals::compare(&what, &inputs, &goals::answers(&exe, &inputs), &want);
    }
    let built = goals::build(
        &scratch,
        "leetcode_open_the_lock",
        &[("WHEELS", "7".into())],
        Call::Solve,
    );
    assert!(built.is_err_and(|why| why.contains("WHEELS must be 1-6")));
}

/// LeetCode 752 through `gen`, `check` and `count`.
#[test]
fn the_lock_through_the_tools() {
    let example = "[\"0201\",\"0101\",\"0102\",\"1212\",\"2002\"]\n\"0202\"\n";
    crate::tools::own_figures(
        "leetcode_open_the_lock",
        ("24", None),
        (example, "6\n", "5\n"),
        "reach,10000,10000,20\n",
    );
    crate::cards::states("leetcode_open_the_lock", &[]);
}
