# Read by ctest (TEST_INCLUDE_FILES of every test folder, after the GoogleTest lists): the
# tests that take over ~10 s on one core get the label `slow` beside their layer's, so that
# `ctest -LE slow` is a quick pass. Figures: build/Testing/Temporary/CTestCostData.txt after
# a full run. (ctest's script mode has no if(TEST) and no APPEND: a name that is not in the
# folder being read is ignored, and the layer label is repeated here.)
set_tests_properties(synth.small PROPERTIES LABELS "cosim;slow")
set_tests_properties(fault_core.RandomMultiFaults.TwoHundredOn36319 PROPERTIES LABELS "core;slow")
set_tests_properties(tlm.TorusSim.NoDeadlockInOneHundredThousandSaturatedCyclesOn8x8
                     tlm.TcpgSim.NoDeadlockInOneHundredThousandSaturatedCycles
                     tlm.TimeBlock.EveryLocalAlgorithmGivesTheSameResultsInBlocksOfTheLinkLatencies
                     [==[tlm.DoarSim/NoDeadlock.AtSaturationForOneHundredThousandCycles/"DOAR"]==]
                     [==[tlm.DoarSim/NoDeadlock.AtSaturationForOneHundredThousandCycles/"VAL"]==]
                     PROPERTIES LABELS "tlm;slow")
set_tests_properties(soak.every_routing PROPERTIES LABELS "tlm;soak;slow")
