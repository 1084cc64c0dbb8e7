//! Seeded fuzzing: random byte strings and mutations of each bin's first case, to every
//! judge bin in-process (no panic; accepted exactly when the kit's parser accepts) and to
//! every judge bin and `check` as real processes (the contract of `contract.rs`). A failure
//! names the seed and the input, so it replays.

use crate::bins::SOLVERS;
use crate::common;
use crate::tier::Tier;
use eight_puzzle::problem::Problem;
use eight_puzzle::registry;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::{mpsc, Arc, Mutex};
use std::time::Duration;

/// A judge bin's solving function, a valid input to mutate (its first case), and its
/// problem, whose parser decides what is accepted.
#[derive(Clone)]
struct Target {
    bin: &'static str,
    solve: fn(&str) -> Result<String, String>,
    valid: String,
    problem: &'static dyn Problem,
}

/// Every judge bin as a target.
fn targets() -> Vec<Target> {
    SOLVERS
        .iter()
        .map(|&(bin, solve)| Target {
            bin,
            solve,
            valid: first_case(bin).0,
            problem: registry::find(bin).unwrap(),
        })
        .collect()
}

/// The input and the answer of a bin's first case.
fn first_case(bin: &str) -> (String, String) {
    case(common::case_inputs(bin).into_iter().next().expect("a case"))
}

/// The input and the answer of a bin's smallest case, which the checker judges quickly.
fn smallest_case(bin: &str) -> (String, String) {
    case(common::cases_by_size(bin).swap_remove(0))
}

/// The input and the answer of the case at `path`.
fn case(path: std::path::PathBuf) -> (String, String) {
    let read = |p: std::path::PathBuf| std::fs::read_to_string(p).unwrap();
    (read(path.clone()), read(path.with_extension("out")))
}

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

tiers!(
    in_process_no_panic_and_the_kit_accepts_the_same_inputs,
    real_processes_keep_the_contract,
);

/// Fuzzed inputs through every bin's `solve`: no panic, and accepted exactly when the kit's
/// parser accepts (600 a bin; the quick tier: the first 300 of them). The bins share the
/// cores; each runs on a thread of its own under [`LIMIT`].
fn in_process_no_panic_and_the_kit_accepts_the_same_inputs(tier: Tier) {
    let rounds = tier.pick(300, 600);
    common::per_core(&targets(), |part| {
        for target in part {
            let target = target.clone();
            within_limit(target.bin, move |current| {
                fuzz_rounds(&target, rounds, current)
            });
        }
    });
}

/// `rounds` fuzzed inputs through one target's `solve`, each recorded in `current` first.
fn fuzz_rounds(target: &Target, rounds: u32, current: &Mutex<String>) {
    let mut rng = StdRng::seed_from_u64(0x5EED);
    for round in 0..rounds {
        let bytes = fuzzed(&mut rng, &target.valid);
        let Ok(text) = String::from_utf8(bytes) else {
            continue;
        };
        if let Ok(mut slot) = current.lock() {
            slot.clone_from(&text);
        }
        let solve = target.solve;
        let solved = std::panic::catch_unwind(|| solve(&text));
        let solved = solved
            .unwrap_or_else(|_| panic!("{} panicked on {text:?} (round {round})", target.bin));
        if let Some(kit) = target.problem.parses(&text) {
            assert_eq!(
                solved.is_ok(),
                kit,
                "{} on {text:?} (round {round}): {solved:?}",
                target.bin
            );
        }
    }
}

/// Bin `bin` accepts `text` exactly when `accepted`, and so does the kit's parser: the
/// number syntax rows of each problem's module.
pub fn same_syntax(bin: &'static str, rows: &[(&'static str, bool)]) {
    let solve = SOLVERS.iter().find(|s| s.0 == bin).expect("a judge bin").1;
    let problem = registry::find(bin).unwrap();
    for &(text, accepted) in rows {
        within_limit(bin, move |current| {
            if let Ok(mut slot) = current.lock() {
                slot.push_str(text);
            }
            assert_eq!(solve(text).is_ok(), accepted, "{bin} on {text:?}");
        });
        assert_eq!(problem.parses(text), Some(accepted), "kit on {text:?}");
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

/// Fuzzed inputs to every bin and fuzzed outputs to `check`, as real processes: the
/// contract (20 inputs and 4 outputs a bin; the quick tier: 8 and 1).
fn real_processes_keep_the_contract(tier: Tier) {
    let mut rng = StdRng::seed_from_u64(0xC0DE);
    // (the program, the judge bin whose smallest case `check` judges an output of, the bytes)
    let mut jobs: Vec<(&str, &str, Vec<u8>)> = Vec::new();
    let (inputs, outputs) = tier.pick((8, 1), (20, 4));
    for target in targets() {
        for _ in 0..inputs {
            jobs.push((target.bin, target.bin, fuzzed(&mut rng, &target.valid)));
        }
        for _ in 0..outputs {
            let answer = smallest_case(target.bin).1;
            jobs.push(("check", target.bin, fuzzed(&mut rng, &answer)));
        }
    }
    let dir = std::env::temp_dir().join(format!("eight-puzzle-fuzz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let failures = common::per_core(&jobs, |part| {
        let mut failures = Vec::new();
        for (i, (program, bin, bytes)) in part.iter().enumerate() {
            let is_check = *program == "check";
            let ran = if is_check {
                let tag = format!("{:?}-{i}", std::thread::current().id());
                let (input, out) = (
                    dir.join(format!("in-{tag}")),
                    dir.join(format!("out-{tag}")),
                );
                std::fs::write(&input, smallest_case(bin).0).unwrap();
                std::fs::write(&out, bytes).unwrap();
                let args = [*bin, input.to_str().unwrap(), out.to_str().unwrap()];
                common::run("check", &args, [])
            } else {
                common::run(bin, &[], bytes.clone())
            };
            let allowed: &[i32] = if is_check { &[0, 1, 2] } else { &[0, 1] };
            if let Some(why) = breach(&ran, allowed, is_check) {
                let shown = String::from_utf8_lossy(bytes);
                failures.push(format!("{program} ({bin}) on {shown:?}: {why}"));
            }
        }
        failures
    });
    let _ = std::fs::remove_dir_all(&dir);
    common::assert_none_failed(&failures.concat());
}
