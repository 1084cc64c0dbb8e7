//! Oracle tables, built the first time something needs them and shared after that.
//!
//! A table is any type that implements [`Table`]; each problem module defines its own (the
//! BFS distances to its goal, the alternating-swap oracles) and this module knows none of
//! them, so no shared code depends on a problem. One [`Tables`] serves the checker, the
//! generator and the measurements of a whole run: `check`, `gen` and `count` build only
//! what their problem needs, `duipai` builds it once for all its rounds.
//!
//! ```
//! use eight_puzzle::tables::{Table, Tables};
//!
//! struct Squares(Vec<u64>);
//! impl Table for Squares {
//!     fn build(_: &Tables) -> Squares {
//!         Squares((0..10).map(|i| i * i).collect())
//!     }
//! }
//! let tables = Tables::new();
//! assert_eq!(tables.get::<Squares>().0[9], 81);
//! ```

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

/// A table built from nothing but its type (and other tables).
pub trait Table: Send + Sync + 'static {
    /// Builds the table; may ask `tables` for the tables it depends on.
    fn build(tables: &Tables) -> Self;
}

type Shared = Arc<dyn Any + Send + Sync>;

/// The tables built so far, one per type, and the lists and values made so far, one per key
/// (kept until the `Tables` is dropped).
#[derive(Default)]
pub struct Tables {
    built: Mutex<HashMap<TypeId, Arc<OnceLock<Shared>>>>,
    lists: Mutex<HashMap<String, Arc<Vec<String>>>>,
    keyed: Mutex<HashMap<String, Shared>>,
}

impl Tables {
    pub fn new() -> Tables {
        Tables::default()
    }

    /// The table of type `T`, built now if it was not yet, once: a second thread asking
    /// while it is built waits for it. Building happens outside the map's lock, so a table
    /// may depend on another.
    pub fn get<T: Table>(&self) -> Arc<T> {
        let slot = Arc::clone(self.lock().entry(TypeId::of::<T>()).or_default());
        let table = slot.get_or_init(|| Arc::new(T::build(self)) as Shared);
        Arc::clone(table)
            .downcast::<T>()
            .expect("each entry is keyed by its type")
    }

    /// The list kept under `key`, made by `make` now if it was not yet (an error is not
    /// kept).
    pub fn list(
        &self,
        key: String,
        make: impl FnOnce() -> Result<Vec<String>, String>,
    ) -> Result<Arc<Vec<String>>, String> {
        let lists = || self.lists.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(list) = lists().get(&key) {
            return Ok(Arc::clone(list));
        }
        let list = Arc::new(make()?);
        Ok(Arc::clone(lists().entry(key).or_insert(list)))
    }

    /// The value kept under `key`, made by `make` now if it was not yet: for what depends on
    /// an input rather than on a type alone. A key holds one type (each caller starts its
    /// keys with its problem's name). Two threads that ask for a new key at once may both
    /// make it; the first kept is what both get.
    pub fn keyed<T: Send + Sync + 'static>(&self, key: String, make: impl FnOnce() -> T) -> Arc<T> {
        let kept = || self.keyed.lock().unwrap_or_else(PoisonError::into_inner);
        let found = kept().get(&key).map(Arc::clone);
        let value = match found {
            Some(value) => value,
            None => {
                let made: Shared = Arc::new(make());
                Arc::clone(kept().entry(key).or_insert(made))
            }
        };
        value.downcast::<T>().expect("a key holds one type")
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<TypeId, Arc<OnceLock<Shared>>>> {
        self.built.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    static BUILDS: AtomicUsize = AtomicUsize::new(0);

    struct Counted;
    impl Table for Counted {
        fn build(_: &Tables) -> Counted {
            BUILDS.fetch_add(1, Ordering::SeqCst);
            Counted
        }
    }

    struct DependsOnCounted(Arc<Counted>);
    impl Table for DependsOnCounted {
        fn build(tables: &Tables) -> DependsOnCounted {
            DependsOnCounted(tables.get::<Counted>())
        }
    }

    #[test]
    fn each_table_is_built_once_and_may_use_another() {
        let tables = Tables::new();
        let a = tables.get::<DependsOnCounted>();
        let b = tables.get::<Counted>();
        assert!(Arc::ptr_eq(&a.0, &b));
        tables.get::<DependsOnCounted>();
        assert_eq!(BUILDS.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn a_keyed_value_is_made_once_per_key() {
        let tables = Tables::new();
        let made = AtomicUsize::new(0);
        let make = |v: u32| {
            made.fetch_add(1, Ordering::SeqCst);
            v
        };
        assert_eq!(*tables.keyed("a".into(), || make(1)), 1);
        assert_eq!(*tables.keyed("a".into(), || make(2)), 1);
        assert_eq!(*tables.keyed("b".into(), || make(3)), 3);
        assert_eq!(made.load(Ordering::SeqCst), 2);
    }
}
