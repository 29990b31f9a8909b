# Tournament desk (event model and file, Swiss pairing, standings, top cut): sources of muster_rules under
# src/tournament/, included from rules/CMakeLists.txt. LEMON's weighted matching and Boost.Graph's
# cardinality matching are header-only here (docs/decisions.md, "Pairing library").
find_package(lemon CONFIG REQUIRED)
find_package(Boost 1.74 REQUIRED)
file(GLOB MUSTER_TOURNAMENT_SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/*.cpp)
target_sources(muster_rules PRIVATE ${MUSTER_TOURNAMENT_SOURCES})
target_include_directories(muster_rules SYSTEM PRIVATE ${LEMON_INCLUDE_DIRS})
target_link_libraries(muster_rules PRIVATE Boost::headers)
# LEMON 1.3.1 uses std::allocator members that C++20 removed: its one translation unit is C++17.
set_source_files_properties(${CMAKE_CURRENT_LIST_DIR}/LemonMatching.cpp PROPERTIES COMPILE_OPTIONS "-std=c++17"
  SKIP_PRECOMPILE_HEADERS ON)
