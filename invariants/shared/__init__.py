"""What every game's invariants share: records, the generic checks, the state machine, profiles."""
