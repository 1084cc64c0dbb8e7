//! Seeded fuzzing: random byte strings and mutations of valid inputs, to every judge bin
//! in-process (no panic; accepted exactly when the kit's parser accepts) and to every judge
//! bin and `check` as real processes (the contract of `tests/contract.rs`). A failure names
//! the seed and the input, so it replays.

#[allow(dead_code)]
#[path = "../src/bin/abc224_graph_puzzle.rs"]
mod abc224_graph_puzzle;
#[allow(dead_code)]
#[path = "../src/bin/abc336_rotation_puzzle.rs"]
mod abc336_rotation_puzzle;
#[allow(dead_code)]
#[path = "../src/bin/abc361_go_stones.rs"]
mod abc361_go_stones;
#[allow(dead_code)]
#[path = "../src/bin/acwing_astar.rs"]
mod acwing_astar;
#[allow(dead_code)]
#[path = "../src/bin/acwing_rotation_game.rs"]
mod acwing_rotation_game;
#[allow(dead_code)]
#[path = "../src/bin/acwing_steps.rs"]
mod acwing_steps;
#[allow(dead_code)]
#[path = "../src/bin/aoj_idastar.rs"]
mod aoj_idastar;
#[allow(dead_code)]
#[path = "../src/bin/aoj_seven_puzzle.rs"]
mod aoj_seven_puzzle;
#[allow(dead_code)]
#[path = "../src/bin/cses_swap_game.rs"]
mod cses_swap_game;
#[allow(dead_code)]
#[path = "../src/bin/kattis_rubiks_revenge.rs"]
mod kattis_rubiks_revenge;
#[allow(dead_code)]
#[path = "../src/bin/leetcode_sliding_puzzle.rs"]
mod leetcode_sliding_puzzle;
#[allow(dead_code)]
#[path = "../src/bin/p1379.rs"]
mod p1379;
#[allow(dead_code)]
#[path = "../src/bin/p1379_flat.rs"]
mod p1379_flat;
#[allow(dead_code)]
#[path = "../src/bin/p1379_reverse.rs"]
mod p1379_reverse;
#[allow(dead_code)]
#[path = "../src/bin/p2324_knights.rs"]
mod p2324_knights;
#[allow(dead_code)]
#[path = "../src/bin/p2578_nine_digits.rs"]
mod p2578_nine_digits;
#[allow(dead_code)]
#[path = "../src/bin/p2730_magic_squares.rs"]
mod p2730_magic_squares;
#[allow(dead_code)]
#[path = "../src/bin/p4289_moving_toys.rs"]
mod p4289_moving_toys;
#[allow(dead_code)]
#[path = "../src/bin/yuzan_alternating.rs"]
mod yuzan_alternating;

mod common;

use eight_puzzle::problems::{
    abc224, abc336, abc361, acwing, aoj, aoj_seven, cses, leetcode, p1379 as kit_p1379, p2324,
    p2578, p2730, p4289, rotation, rubiks, yuzan,
};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::{mpsc, Arc, Mutex};
use std::time::Duration;

/// A judge bin's solving function, a valid input to mutate, and whether the kit's parser
/// accepts an input (`None`: the kit does not decide it, e.g. a 4×4 grid).
struct Target {
    bin: &'static str,
    solve: fn(&str) -> Result<String, String>,
    valid: &'static str,
    kit_accepts: fn(&str) -> Option<bool>,
}

fn yuzan_accepts(text: &str) -> Option<bool> {
    match yuzan::Grid::parse(text) {
        Ok(grid) if grid.side() > 4 => None, // the bin refuses n >= 5 on purpose
        parsed => Some(parsed.is_ok()),
    }
}

const TARGETS: [Target; 19] = [
    Target {
        bin: "p1379",
        solve: p1379::solve,
        valid: "283104765\n",
        kit_accepts: |t| Some(kit_p1379::parse(t).is_ok()),
    },
    Target {
        bin: "p1379_flat",
        solve: p1379_flat::solve,
        valid: "867205341\n",
        kit_accepts: |t| Some(kit_p1379::parse(t).is_ok()),
    },
    Target {
        bin: "p1379_reverse",
        solve: p1379_reverse::solve,
        valid: " 123804765 \r\n",
        kit_accepts: |t| Some(kit_p1379::parse(t).is_ok()),
    },
    Target {
        bin: "acwing_astar",
        solve: acwing_astar::solve,
        valid: "2 3 4\n1 5 x\n7 6 8\n",
        kit_accepts: |t| Some(acwing::parse(t).is_ok()),
    },
    Target {
        bin: "yuzan_alternating",
        solve: yuzan_alternating::solve,
        valid: "1 2 9\n4 6 3\n7 8 5\n",
        kit_accepts: yuzan_accepts,
    },
    Target {
        bin: "aoj_idastar",
        solve: aoj_idastar::solve,
        // A 3×3 board: any mutation that still parses solves in well under a millisecond.
        valid: "1 3 0\n4 2 5\n7 8 6\n",
        kit_accepts: |t| Some(aoj::parse(t).is_ok()),
    },
    Target {
        bin: "cses_swap_game",
        solve: cses_swap_game::solve,
        valid: "2 1 3\n7 5 9\n8 4 6\n",
        kit_accepts: |t| Some(cses::parse(t).is_ok()),
    },
    Target {
        bin: "acwing_steps",
        solve: acwing_steps::solve,
        valid: "2 3 4 1 5 x 7 6 8\n",
        kit_accepts: |t| Some(acwing::parse(t).is_ok()),
    },
    Target {
        bin: "aoj_seven_puzzle",
        solve: aoj_seven_puzzle::solve,
        valid: "0 1 2 3 4 5 6 7\n1 0 2 3 4 5 6 7\n",
        kit_accepts: |t| Some(aoj_seven::parse(t).is_ok()),
    },
    Target {
        bin: "leetcode_sliding_puzzle",
        solve: leetcode_sliding_puzzle::solve,
        valid: "[[4,1,2],[5,0,3]]\n",
        kit_accepts: |t| Some(leetcode::parse(t).is_ok()),
    },
    Target {
        bin: "abc224_graph_puzzle",
        solve: abc224_graph_puzzle::solve,
        valid: "5\n1 2\n1 3\n1 9\n2 9\n3 9\n3 9 2 4 5 6 7 8\n",
        kit_accepts: |t| Some(abc224::parse(t).is_ok()),
    },
    Target {
        bin: "p2324_knights",
        solve: p2324_knights::solve,
        valid: "1\n10110\n01*11\n10111\n01001\n00000\n",
        kit_accepts: |t| Some(p2324::parse(t).is_ok()),
    },
    Target {
        bin: "p2730_magic_squares",
        solve: p2730_magic_squares::solve,
        valid: "2 6 8 4 5 7 3 1\n",
        kit_accepts: |t| Some(p2730::parse(t).is_ok()),
    },
    Target {
        bin: "p4289_moving_toys",
        solve: p4289_moving_toys::solve,
        valid: "1111\n0000\n1110\n0010 \n\n1010\n0101\n1010\n0101\n",
        kit_accepts: |t| Some(p4289::parse(t).is_ok()),
    },
    Target {
        bin: "p2578_nine_digits",
        solve: p2578_nine_digits::solve,
        valid: "2 3 0\n1 8 7\n5 4 6\n",
        kit_accepts: |t| Some(p2578::parse(t).is_ok()),
    },
    Target {
        bin: "acwing_rotation_game",
        solve: acwing_rotation_game::solve,
        valid: "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n",
        kit_accepts: |t| Some(rotation::parse(t).is_ok()),
    },
    Target {
        bin: "abc361_go_stones",
        solve: abc361_go_stones::solve,
        valid: "6\nBWBWBW\nWWWBBB\n",
        kit_accepts: |t| Some(abc361::parse(t).is_ok()),
    },
    Target {
        bin: "abc336_rotation_puzzle",
        solve: abc336_rotation_puzzle::solve,
        valid: "3 3\n9 4 3\n2 1 8\n7 6 5\n",
        kit_accepts: |t| Some(abc336::parse(t).is_ok()),
    },
    Target {
        bin: "kattis_rubiks_revenge",
        solve: kattis_rubiks_revenge::solve,
        valid: "RGGR\nGBGB\nBYBY\nYRYR\n",
        kit_accepts: |t| Some(rubiks::parse(t).is_ok()),
    },
];

/// Bytes a mutation inserts: mostly ones that matter to the parsers.
const INTERESTING: &[u8] = b"0123456789xX+-[],  \t\n\r\x0B\x00\xEF\xBB\xBF\xFFa.";

/// A random byte string, or a mutation of `valid`.
fn fuzzed(rng: &mut StdRng, valid: &str) -> Vec<u8> {
    if rng.gen_bool(0.2) {
        let len = rng.gen_range(0..40);
        return (0..len).map(|_| rng.gen()).collect();
    }
    let mut bytes = valid.as_bytes().to_vec();
    for _ in 0..rng.gen_range(1..4) {
        let at = rng.gen_range(0..=bytes.len());
        let byte = INTERESTING[rng.gen_range(0..INTERESTING.len())];
        match rng.gen_range(0..5) {
            0 => bytes.insert(at, byte),
            1 if at < bytes.len() => bytes[at] = byte,
            2 if at < bytes.len() => drop(bytes.remove(at)),
            3 => bytes.truncate(at),
            _ => {
                let (i, j) = (
                    rng.gen_range(0..bytes.len().max(1)),
                    rng.gen_range(0..bytes.len().max(1)),
                );
                if j < bytes.len() {
                    bytes.swap(i, j);
                }
            }
        }
    }
    bytes
}

/// How long one target's in-process rounds may take before the test fails, naming the
/// input the bin was on: a search that never ends (a broken bound) fails instead of hanging.
const LIMIT: Duration = Duration::from_secs(60);

/// Runs `rounds` on a thread under [`LIMIT`]; `rounds` records each input before solving
/// it, so a timeout can name it. A panic on the thread is the test's panic.
fn within_limit(bin: &str, rounds: impl FnOnce(&Mutex<String>) + Send + 'static) {
    let (current, (done, finished)) = (Arc::new(Mutex::new(String::new())), mpsc::channel());
    let on_thread = Arc::clone(&current);
    let worker = std::thread::spawn(move || {
        rounds(&on_thread);
        let _ = done.send(());
    });
    if finished.recv_timeout(LIMIT) == Err(mpsc::RecvTimeoutError::Timeout) {
        let input = current.lock().map(|s| s.clone()).unwrap_or_default();
        panic!("{bin}: no answer within {LIMIT:?} on {input:?}");
    }
    if let Err(panic) = worker.join() {
        std::panic::resume_unwind(panic);
    }
}

#[test]
fn in_process_no_panic_and_the_kit_accepts_the_same_inputs() {
    for target in &TARGETS {
        within_limit(target.bin, move |current| fuzz_rounds(target, current));
    }
}

/// 3,000 fuzzed inputs through one target's `solve`, each recorded in `current` first.
fn fuzz_rounds(target: &Target, current: &Mutex<String>) {
    let mut rng = StdRng::seed_from_u64(0x5EED);
    for round in 0..3000 {
        let bytes = fuzzed(&mut rng, target.valid);
        let Ok(text) = String::from_utf8(bytes) else {
            continue;
        };
        if let Ok(mut slot) = current.lock() {
            slot.clone_from(&text);
        }
        let solved = std::panic::catch_unwind(|| (target.solve)(&text));
        let solved = solved
            .unwrap_or_else(|_| panic!("{} panicked on {text:?} (round {round})", target.bin));
        if let Some(kit) = (target.kit_accepts)(&text) {
            assert_eq!(
                solved.is_ok(),
                kit,
                "{} on {text:?} (round {round}): {solved:?}",
                target.bin
            );
        }
    }
}

#[test]
fn number_syntax_is_the_same_for_bins_and_kit() {
    // What `cin >>` reads: numbers may have a + sign and leading zeros, and `-0` is 0.
    let rows: [(usize, &str, bool); 10] = [
        (4, "+1 2 9 4 6 3 7 8 05", true),
        (4, "1 2 9 4 6 3 7 8 -5", false),
        (0, "+283104765", false),
        (0, "２83104765", false),
        (3, "+1 2 3 4 5 6 7 8 x", false),
        (3, "01 2 3 4 5 6 7 8 x", false),
        (5, "+1 03 0 4 2 5 7 8 6", true),
        (5, "1 3 -0 4 2 5 7 8 6", true),
        (5, "1 3 -1 4 2 5 7 8 6", false),
        (4, "1 2 9 4 6 3 7 8 -0", false),
    ];
    for (i, text, accepted) in rows {
        let target = &TARGETS[i];
        within_limit(target.bin, move |current| {
            if let Ok(mut slot) = current.lock() {
                slot.push_str(text);
            }
            assert_eq!(
                (target.solve)(text).is_ok(),
                accepted,
                "{} on {text:?}",
                target.bin
            );
        });
        assert_eq!(
            (target.kit_accepts)(text),
            Some(accepted),
            "kit on {text:?}"
        );
    }
}

/// What breaks the process contract in one run, if anything: an exit code not in
/// `allowed`, a kill, or (for a judge bin's error) output on stdout or not one error line.
fn breach(ran: &common::Ran, allowed: &[i32], is_check: bool) -> Option<String> {
    let Some(code) = ran.code else {
        return Some("killed (timeout or signal)".into());
    };
    if !allowed.contains(&code) {
        return Some(format!("exit {code}"));
    }
    if code == 0 || is_check {
        return None; // a verdict, whatever it is, is one line on stdout
    }
    ran.error_breach()
}

#[test]
fn real_processes_keep_the_contract() {
    let mut rng = StdRng::seed_from_u64(0xC0DE);
    let mut jobs: Vec<(&str, Vec<u8>)> = Vec::new();
    for target in &TARGETS {
        for _ in 0..150 {
            jobs.push((target.bin, fuzzed(&mut rng, target.valid)));
        }
    }
    for _ in 0..250 {
        jobs.push(("check", fuzzed(&mut rng, "ullddrurdllurdruldr\n")));
    }
    let dir = std::env::temp_dir().join(format!("eight-puzzle-fuzz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("in");
    std::fs::write(&input, "2 3 4 1 5 x 7 6 8\n").unwrap();
    let failures = common::per_core(&jobs, |part| {
        let mut failures = Vec::new();
        for (i, (bin, bytes)) in part.iter().enumerate() {
            let ran = if *bin == "check" {
                let out = dir.join(format!("out-{:?}-{i}", std::thread::current().id()));
                std::fs::write(&out, bytes).unwrap();
                let args = [
                    "acwing_astar",
                    input.to_str().unwrap(),
                    out.to_str().unwrap(),
                ];
                common::run("check", &args, [])
            } else {
                common::run(bin, &[], bytes.clone())
            };
            let allowed: &[i32] = if *bin == "check" { &[0, 1, 2] } else { &[0, 1] };
            if let Some(why) = breach(&ran, allowed, *bin == "check") {
                failures.push(format!(
                    "{bin} on {:?}: {why}",
                    String::from_utf8_lossy(bytes)
                ));
            }
        }
        failures
    });
    let _ = std::fs::remove_dir_all(&dir);
    common::assert_none_failed(&failures.concat());
}
