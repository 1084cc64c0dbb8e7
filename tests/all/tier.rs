//! The suite's two tiers. `cargo test --release` is the quick one: every case, every bad
//! input, the process contract, a seeded round of fuzzing, the tools, the file, card and copy
//! rules, every mutation test, and each sweep on a seeded sample of its space that always
//! holds the space's extremes (its farthest boards and the goal).
//! `cargo test --release -- --ignored` is the proofs: every sweep at its full size (whole
//! for most; some take every n-th item and the extremes, as `docs/testing.md` lists), and
//! the fuzzing at its full count. A sweep is one function of a [`Tier`]; [`tiers!`] declares its two tests,
//! `NAME::quick` and `NAME::proofs` (ignored by default).

use rand::rngs::StdRng;
use rand::SeedableRng;

/// The most extremes a quick sample keeps beside its draws.
pub const EXTREMES: usize = 2_000;

/// Every `step`-th item of `all` and every item `keep` picks, in their order: a proofs sweep
/// that cannot afford the whole space still holds its extremes.
pub fn every_nth<T>(
    all: impl IntoIterator<Item = T>,
    step: usize,
    keep: impl Fn(&T) -> bool,
) -> Vec<T> {
    let kept = all
        .into_iter()
        .enumerate()
        .filter(|(i, x)| i % step == 0 || keep(x));
    kept.map(|(_, x)| x).collect()
}

/// Which tier a sweep runs in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    /// `cargo test --release`: a seeded sample with the extremes.
    Quick,
    /// `cargo test --release -- --ignored`: the whole space.
    Proofs,
}

impl Tier {
    /// `quick` in the quick tier, `proofs` in the proofs.
    pub fn pick<T>(self, quick: T, proofs: T) -> T {
        match self {
            Tier::Quick => quick,
            Tier::Proofs => proofs,
        }
    }

    /// `all` in the proofs; in the quick tier the items `extreme` picks (all of them, or a
    /// seeded [`EXTREMES`] of them where a farthest layer is large) and `n` more drawn at
    /// random (seeded, so a failure replays), in their order.
    pub fn sample<T>(self, all: Vec<T>, n: usize, extreme: impl Fn(&T) -> bool) -> Vec<T> {
        if self == Tier::Proofs || all.len() <= n {
            return all;
        }
        let mut rng = StdRng::seed_from_u64(0x71E2);
        let mut kept = vec![false; all.len()];
        let extremes: Vec<usize> = (0..all.len()).filter(|&i| extreme(&all[i])).collect();
        let most = extremes.len().min(EXTREMES);
        for i in rand::seq::index::sample(&mut rng, extremes.len(), most) {
            kept[extremes[i]] = true;
        }
        for i in rand::seq::index::sample(&mut rng, all.len(), n) {
            kept[i] = true;
        }
        let kept = all.into_iter().zip(kept).filter(|(_, k)| *k);
        kept.map(|(x, _)| x).collect()
    }

    /// The size a sweep asserts: `whole` in the proofs, the sample's in the quick tier.
    pub fn expect(self, whole: usize, got: usize) {
        if self == Tier::Proofs {
            assert_eq!(got, whole, "the proofs sweep the whole space");
        } else {
            assert!(got < whole, "the quick tier samples ({got} of {whole})");
        }
    }
}

/// Declares, for each sweep `fn NAME(tier: Tier)`, the tests `NAME::quick` (run by
/// `cargo test`) and `NAME::proofs` (ignored: run by `cargo test -- --ignored`).
/// `#[skip_if(CFG, "why")] NAME` skips both where `CFG` holds: the quick test is ignored
/// with that reason, and the proof says so on stderr and checks nothing.
macro_rules! tiers {
    ($($(#[skip_if($cfg:meta, $why:literal)])? $name:ident),+ $(,)?) => {$(
        mod $name {
            #[test]
            $(#[cfg_attr($cfg, ignore = $why)])?
            fn quick() {
                super::$name($crate::tier::Tier::Quick)
            }

            #[test]
            #[ignore = "the proofs tier: cargo test --release -- --ignored"]
            fn proofs() {
                $(if cfg!($cfg) {
                    return $crate::tier::skipped(module_path!(), $why);
                })?
                super::$name($crate::tier::Tier::Proofs)
            }
        }
    )+};
}

/// Says on stderr, past the test harness's capture, that `test` checked nothing and why.
pub fn skipped(test: &str, why: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{test}: skipped here: {why}");
}
